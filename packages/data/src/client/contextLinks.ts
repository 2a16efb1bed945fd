import { ApolloLink } from '@apollo/client/link';

type Value<T> = T | (() => T);
const read = <T>(value: Value<T>): T =>
  typeof value === 'function' ? (value as () => T)() : value;

export interface MarketVariables {
  channelId: Value<string>;
  marketId: Value<string>;
  languageId: Value<string>;
}

/**
 * Adds channelId, marketId and languageId to every operation's variables (spec section 7).
 * Values an operation sets itself win: a checkout may ask for the checkout market explicitly.
 * Getters are read per operation, so a market switch needs no new client.
 */
export function marketVariablesLink(values: MarketVariables): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.variables = {
      channelId: read(values.channelId),
      marketId: read(values.marketId),
      languageId: read(values.languageId),
      ...operation.variables,
    };
    return forward(operation);
  });
}

/** Builds the request headers: the API key always, `Authorization: Bearer` only with a token. */
export function requestHeaders(
  apiKey: string,
  token: string | null | undefined,
): Record<string, string> {
  return {
    'X-ApiKey': apiKey,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export function headersLink(apiKey: string, getToken: () => string | null | undefined): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...requestHeaders(apiKey, getToken()) },
    }));
    return forward(operation);
  });
}

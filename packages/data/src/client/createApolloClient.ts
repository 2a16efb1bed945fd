import { ApolloClient, type ApolloCache, type NormalizedCacheObject } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { getMainDefinition } from '@apollo/client/utilities';
import { createCache } from './cache';
import { catalogueLink } from './catalogueLink';
import { headersLink, marketVariablesLink, type MarketVariables } from './contextLinks';
import { fetchWithCatalogue } from './fetchWithCatalogue';
import { persistedQueriesLink } from './persistedQueries';
import { createLazyRealtime } from './lazyRealtime';
import { rememberRealtime } from './realtimeRegistry';

export interface CreateApolloClientOptions extends MarketVariables {
  /** The one GraphQL endpoint; every operation is a POST to it. */
  endpoint: string;
  apiKey: string;
  /** The current auth token, read per request (the auth cookie). */
  getToken?: () => string | null | undefined;
  /** One client per request on the server: no polling, no force-fetch. */
  ssr?: boolean;
  /** Cache state serialized by the server render (see `readApolloState`). */
  initialState?: NormalizedCacheObject;
  /** Send query hashes first (automatic persisted queries). */
  persistedQueries?: boolean;
  /** Subscriptions over graphql-ws, only when set (never on the server). */
  wsEndpoint?: string;
  webSocketImpl?: unknown;
  fetch?: typeof fetch;
}

/** The spec's server-render force-fetch delay (section 9). */
export const ssrForceFetchDelayMs = 100;

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/** A client with a new cache of its own (`createCache`): the server's for one request, a story's, a test's. */
export function createApolloClient(options: CreateApolloClientOptions): ApolloClient {
  return createApolloClientWithCache(createCache(), options);
}

/**
 * A client on a cache the caller made with `createCache`. The browser loads the cache's code (half
 * of Apollo's) as a chunk of its own, beside the client's, so neither file is over the lazy-chunk
 * budget; this function names no cache code.
 */
export function createApolloClientWithCache(
  cache: ApolloCache,
  options: CreateApolloClientOptions,
): ApolloClient {
  const getToken = options.getToken ?? (() => undefined);
  const http = new HttpLink({
    uri: options.endpoint,
    fetch: fetchWithCatalogue(options.fetch),
    // Plain JSON, as the Merchant API speaks: a status of 300 or above is then always an error.
    headers: { accept: 'application/json' },
    // The market variables go to every operation, declared or not (spec section 7).
    includeUnusedVariables: true,
  });
  const httpChain = ApolloLink.from([
    catalogueLink,
    ...(options.persistedQueries ? [persistedQueriesLink()] : []),
    http,
  ]);

  const realtime =
    options.wsEndpoint && !options.ssr
      ? createLazyRealtime({
          wsEndpoint: options.wsEndpoint,
          apiKey: options.apiKey,
          getToken,
          webSocketImpl: options.webSocketImpl,
        })
      : undefined;
  const transport = realtime
    ? ApolloLink.split(isSubscription, realtime.link, httpChain)
    : httpChain;

  if (options.initialState) cache.restore(options.initialState);

  const client = new ApolloClient({
    link: ApolloLink.from([
      marketVariablesLink(options),
      headersLink(options.apiKey, getToken),
      transport,
    ]),
    cache,
    ssrMode: options.ssr ?? false,
    ...(options.initialState && !options.ssr ? { ssrForceFetchDelay: ssrForceFetchDelayMs } : {}),
  });
  if (realtime) rememberRealtime(client, realtime);
  return client;
}

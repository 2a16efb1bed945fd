import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';

/** The error catalogue of the spec (section 8), word for word. */
export const errorMessages = {
  responseNotSuccessful: (status: number) =>
    `Response not successful: Received status code ${status}`,
  serverResponseMissing: (operationName: string) =>
    `Server response was missing for query '${operationName}'`,
  networkRequestFailed: 'Network request failed',
  identityEndpointRequired: 'An endpoint that can verify identities is required',
  currencyNotFound: 'Currency not found for this market',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
} as const;

/** A fetch that never reached the server (offline, refused, reset): the spec words it one way only. */
export class NetworkRequestFailedError extends Error {
  override readonly name = 'NetworkRequestFailedError';
  constructor(cause: unknown) {
    super(errorMessages.networkRequestFailed, { cause });
  }
}

/** A response that is JSON but holds neither `data` nor `errors`. */
export class ServerResponseMissingError extends Error {
  override readonly name = 'ServerResponseMissingError';
  readonly statusCode: number;
  readonly bodyText: string;
  constructor(operationName: string, details: { statusCode: number; bodyText: string }) {
    super(errorMessages.serverResponseMissing(operationName));
    this.statusCode = details.statusCode;
    this.bodyText = details.bodyText;
  }
}

/** Client errors combine the GraphQL and network parts, as the spec's catalogue writes them. */
export function combineClientError(parts: {
  graphQLErrors?: readonly { message: string }[];
  networkError?: { message: string } | null;
}): string {
  const lines = [
    ...(parts.graphQLErrors ?? []).map((error) => `GraphQL error: ${error.message}`),
    ...(parts.networkError ? [`Network error: ${parts.networkError.message}`] : []),
  ];
  return lines.join('\n');
}

/**
 * The text a user-facing error shows for any error Apollo Client 4 hands back: errors the server
 * returned inside a response are GraphQL errors, everything else (status, parse, transport) is a
 * network error.
 */
export function clientErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    return combineClientError({ graphQLErrors: error.errors });
  }
  if (error instanceof Error) return combineClientError({ networkError: error });
  return combineClientError({ networkError: { message: String(error) } });
}

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

export {
  createApolloClient,
  createApolloClientWithCache,
  ssrForceFetchDelayMs,
} from './createApolloClient';
export { restartRealtime } from './realtimeRegistry';
export type { CreateApolloClientOptions } from './createApolloClient';
export { typePolicies, createCache } from './cache';
export {
  errorMessages,
  catalogueMessage,
  catalogueText,
  clientErrorLines,
  clientErrorText,
  NetworkRequestFailedError,
  ServerResponseMissingError,
} from './errors';
export type { CatalogueMessage, ClientErrorLine } from './errors';
export { requestHeaders } from './contextLinks';
export type { MarketVariables } from './contextLinks';
export { sha256Hex } from './persistedQueries';
export {
  refetchAll,
  refetchAllEvent,
  requestRefetchAll,
  listenForRefetchAll,
  refetchOnWindowFocus,
} from './refetch';
export { apolloStateKey, apolloStateScript, serializeApolloState, readApolloState } from './ssr';

export { ApolloClientLoaderProvider, useApolloClientLoader } from './ApolloClientLoader';
export type { ApolloClientLoader } from './ApolloClientLoader';
export { loadOperationDocuments } from './operationDocuments';
export type { OperationDocuments } from './operationDocuments';
export { useOnDemandQuery } from './useOnDemandQuery';
export type { OnDemandQueryOptions, OnDemandQueryResult } from './useOnDemandQuery';
export { useOnDemandMutation } from './useOnDemandMutation';
export type { OnDemandMutate, OnDemandMutationState } from './useOnDemandMutation';
export { OnDemandApolloProvider } from './OnDemandApolloProvider';

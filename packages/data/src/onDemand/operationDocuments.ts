import type * as onDemandDocuments from './onDemandDocuments';

/** The on-demand documents, as a chunk of their own: first-paint code names them only through this. */
export type OperationDocuments = typeof onDemandDocuments;

export function loadOperationDocuments(): Promise<OperationDocuments> {
  return import('./onDemandDocuments');
}

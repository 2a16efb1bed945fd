import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { useApolloClientLoader } from './ApolloClientLoader';
import { loadOperationDocuments, type OperationDocuments } from './operationDocuments';

export interface OnDemandQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  fetchPolicy?: 'cache-first' | 'network-only' | 'cache-and-network' | 'no-cache';
  nextFetchPolicy?: 'cache-first' | 'network-only' | 'cache-and-network' | 'no-cache';
  errorPolicy?: 'none' | 'all' | 'ignore';
}

export interface OnDemandQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error?: ErrorLike | undefined;
}

const skipped: OnDemandQueryResult<never> = Object.freeze({ data: undefined, loading: false });
const started: OnDemandQueryResult<never> = Object.freeze({ data: undefined, loading: true });

/**
 * A watched query whose client and document load when it is first not skipped: the component
 * draws from its props (route data) until then, and neither Apollo nor the documents are in the
 * bundle that draws it. Like `useQuery`, it follows the cache afterwards (a mutation answering with
 * the same object, `refetchQueries`, refetch-all). The server render never runs it.
 */
export function useOnDemandQuery<TData, TVariables extends OperationVariables>(
  documentOf: (documents: OperationDocuments) => TypedDocumentNode<TData, TVariables>,
  {
    variables,
    skip = false,
    fetchPolicy,
    nextFetchPolicy,
    errorPolicy,
  }: OnDemandQueryOptions<TVariables>,
): OnDemandQueryResult<TData> {
  const load = useApolloClientLoader();
  const key = skip || typeof document === 'undefined' ? null : JSON.stringify(variables ?? {});
  const [answer, setAnswer] = useState<{ key: string; result: OnDemandQueryResult<TData> } | null>(
    null,
  );
  // The picker is usually an inline arrow: a new one each render must not restart the query.
  const documentOfRef = useRef(documentOf);
  documentOfRef.current = documentOf;

  useEffect(() => {
    if (key === null) return;
    let active = true;
    let subscription: { unsubscribe: () => void } | undefined;
    const settle = (result: OnDemandQueryResult<TData>) => {
      if (active) setAnswer({ key, result });
    };
    Promise.all([load(), loadOperationDocuments()]).then(
      ([client, documents]) => {
        if (!active) return;
        const query = client.watchQuery<TData, TVariables>({
          query: documentOfRef.current(documents),
          variables: JSON.parse(key) as TVariables,
          ...(fetchPolicy ? { fetchPolicy } : {}),
          ...(nextFetchPolicy ? { nextFetchPolicy } : {}),
          ...(errorPolicy ? { errorPolicy } : {}),
        });
        subscription = query.subscribe({
          next: (result) =>
            settle({
              data: result.dataState === 'empty' ? undefined : (result.data as TData),
              loading: result.loading,
              error: result.error,
            }),
          error: (error: ErrorLike) => settle({ data: undefined, loading: false, error }),
        });
      },
      (error: ErrorLike) => settle({ data: undefined, loading: false, error }),
    );
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
  }, [key, load, fetchPolicy, nextFetchPolicy, errorPolicy]);

  if (key === null) return skipped;
  return answer?.key === key ? answer.result : started;
}

import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { useApolloClientLoader } from './ApolloClientLoader';
import { loadOperationDocuments, type OperationDocuments } from './operationDocuments';

export interface OnDemandMutationState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
}

export type OnDemandMutate<TData, TVariables> = (options: {
  variables: TVariables;
}) => Promise<{ data: TData | undefined }>;

const idle: OnDemandMutationState<never> = { data: undefined, loading: false, error: undefined };

/**
 * A mutation whose client and document load when it is first run (a form's submit), like
 * `useMutation`: the call rejects with the API's error and the state carries it.
 */
export function useOnDemandMutation<TData, TVariables extends OperationVariables>(
  documentOf: (documents: OperationDocuments) => TypedDocumentNode<TData, TVariables>,
): [OnDemandMutate<TData, TVariables>, OnDemandMutationState<TData>] {
  const load = useApolloClientLoader();
  const [state, setState] = useState<OnDemandMutationState<TData>>(idle);
  const documentOfRef = useRef(documentOf);
  documentOfRef.current = documentOf;
  const mutate = useCallback<OnDemandMutate<TData, TVariables>>(
    async ({ variables }) => {
      setState({ data: undefined, loading: true, error: undefined });
      try {
        const [client, documents] = await Promise.all([load(), loadOperationDocuments()]);
        const { data } = await client.mutate<TData, TVariables>({
          mutation: documentOfRef.current(documents),
          variables,
        } as Parameters<typeof client.mutate<TData, TVariables>>[0]);
        setState({ data: data ?? undefined, loading: false, error: undefined });
        return { data: data ?? undefined };
      } catch (error) {
        setState({ data: undefined, loading: false, error: error as ErrorLike });
        throw error;
      }
    },
    [load],
  );
  return [mutate, state];
}

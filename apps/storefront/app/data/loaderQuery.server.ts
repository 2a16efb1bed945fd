import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { clientErrorLines } from '@hemma/data';
import { data, type RouterContextProvider } from 'react-router';
import { requireApolloClient } from './apolloContext';
import { routeDataApolloClient } from './apolloMiddleware.server';
import type { FailedCall } from './failedCall';

/** The HTTP status of a failed call when the API answered with one, else 500. */
export function failureStatus(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 ? status : 500;
}

export interface LoaderQueryOptions {
  /**
   * false: the answer goes to the loader's data only, not into the cache the HTML carries (and an
   * anonymous request asks through a client shared with the others, see routeDataApolloClient).
   */
  cache?: boolean;
}

/**
 * Runs a query with the request's client, so its answer lands in the cache the HTML carries.
 * A failed load raises the error page with the call's status and the client error's catalogue
 * codes (spec section 8), which the page words in the visitor's language.
 */
export async function loaderQuery<TData, TVariables extends OperationVariables>(
  context: Readonly<RouterContextProvider>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { cache = true }: LoaderQueryOptions = {},
): Promise<TData> {
  // A route-data-only answer needs no cache of the request's: anonymous requests share a client.
  const client: ApolloClient = cache
    ? requireApolloClient(context)
    : routeDataApolloClient(context);
  let result: ApolloClient.QueryResult<TData>;
  try {
    result = await client.query({
      query,
      variables,
      ...(cache ? {} : { fetchPolicy: 'no-cache' }),
    } as ApolloClient.QueryOptions<TData, TVariables>);
  } catch (error) {
    throw failedCall(error);
  }
  if (result.data === undefined) throw failedCall(result.error);
  return result.data;
}

function failedCall(error: unknown) {
  return data({ errorLines: clientErrorLines(error) } satisfies FailedCall, {
    status: failureStatus(error),
  });
}

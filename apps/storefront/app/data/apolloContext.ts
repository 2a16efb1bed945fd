import type { ApolloClient } from '@apollo/client';
import { createContext, type RouterContextProvider } from 'react-router';

/** The request's Apollo client, made by `apolloMiddleware`; loaders and entry.server read it. */
export const apolloClientContext = createContext<ApolloClient | null>(null);

export function requireApolloClient(context: Readonly<RouterContextProvider>): ApolloClient {
  const client = context.get(apolloClientContext);
  if (!client)
    throw new Error(
      'No Apollo client for this request: is apolloMiddleware in the root middleware?',
    );
  return client;
}

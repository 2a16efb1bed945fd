import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Gives the tab's one client, creating it (and loading Apollo's code) on the first call. */
export type ApolloClientLoader = () => Promise<ApolloClient>;

const LoaderContext = createContext<ApolloClientLoader | null>(null);

/** The page's way to its client when no ApolloProvider is in place (the browser's first paint). */
export function ApolloClientLoaderProvider({
  load,
  children,
}: {
  load: ApolloClientLoader;
  children: ReactNode;
}) {
  return <LoaderContext.Provider value={load}>{children}</LoaderContext.Provider>;
}

const noClient: ApolloClientLoader = () =>
  Promise.reject(new Error('No Apollo client: wrap the tree in ApolloClientLoaderProvider'));

/**
 * The client of an enclosing ApolloProvider when there is one (server render, stories, tests,
 * chunks that load after the first paint), else the page's loader. Reading Apollo's context costs
 * only the context itself: the client's code stays out of the bundle that imports this.
 */
export function useApolloClientLoader(): ApolloClientLoader {
  const provided = useContext(getApolloContext()).client;
  const load = useContext(LoaderContext);
  return useMemo(
    () => (provided ? () => Promise.resolve(provided) : (load ?? noClient)),
    [provided, load],
  );
}

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { Suspense, use, useContext, type ReactNode } from 'react';
import { useApolloClientLoader, type ApolloClientLoader } from './ApolloClientLoader';

const clients = new WeakMap<ApolloClientLoader, Promise<ApolloClient>>();

/** One promise per loader, so `use` sees the same one on every render. */
function clientOf(load: ApolloClientLoader): Promise<ApolloClient> {
  let client = clients.get(load);
  if (!client) {
    client = load();
    clients.set(load, client);
  }
  return client;
}

function LoadedApolloProvider({
  load,
  children,
}: {
  load: ApolloClientLoader;
  children: ReactNode;
}) {
  return <ApolloProvider client={use(clientOf(load))}>{children}</ApolloProvider>;
}

/**
 * Apollo's React hooks for a part that loads after the first paint (side panels, account and
 * checkout pages): their chunk wraps itself in this. It waits for the page's client (the server
 * HTML stays while a hydrating part waits), or uses the enclosing ApolloProvider's at once. The
 * Suspense boundary is there in both cases, so the server's HTML (rendered with the request's
 * client) and the hydrating browser's tree have the same shape.
 */
export function OnDemandApolloProvider({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  const load = useApolloClientLoader();
  return (
    <Suspense fallback={null}>
      {provided ? children : <LoadedApolloProvider load={load}>{children}</LoadedApolloProvider>}
    </Suspense>
  );
}

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import {
  apolloStateKey,
  ApolloClientLoaderProvider,
  readApolloState,
  type ApolloClientLoader,
  type ApiVariables,
} from '@hemma/data';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { BrowserDataSettings } from './browserApolloClient';
import { loadBrowserApolloCode } from './browserApolloCode';

/** Until the root loader has answered (an error page without root data) no operation names a shop. */
const noShop: ApiVariables = { channelId: '', marketId: '', languageId: '' };

/**
 * The variables the browser client sends, held outside React's state: the provider writes the
 * page's current ones while it renders, before any child renders, so the first query a child
 * starts after a market or language change already carries them.
 */
export interface VariablesSource {
  read: () => ApiVariables;
  write: (variables: ApiVariables) => void;
}

export function createVariablesSource(initial: ApiVariables): VariablesSource {
  let current = initial;
  return {
    read: () => current,
    write: (variables) => {
      current = variables;
    },
  };
}

const ServerClientContext = createContext<ApolloClient | null>(null);

/** entry.server hands the request's client (already filled by the loaders) to the tree. */
export function ServerApolloClientProvider({
  client,
  children,
}: {
  client: ApolloClient | null;
  children: ReactNode;
}) {
  return <ServerClientContext.Provider value={client}>{children}</ServerClientContext.Provider>;
}

/**
 * The tab's one client, made on the first call: Apollo and the client factory are a chunk of their
 * own, loaded when something first needs the API (a search, an add to cart, a cart to show, a side
 * panel, an account or checkout page), never with the first paint.
 */
function browserClientLoader(
  settings: BrowserDataSettings,
  variables: () => ApiVariables,
): ApolloClientLoader {
  let client: Promise<ApolloClient> | undefined;
  return () => {
    client ??= loadBrowserApolloCode().then(([factory, cache]) =>
      factory.createBrowserClient(settings, variables, cache.createCache()),
    );
    return client;
  };
}

export interface DataProviderProps {
  settings: BrowserDataSettings;
  /** The page's API variables, from the root loader's shop context. */
  variables: ApiVariables | undefined;
  children: ReactNode;
}

/**
 * Apollo for the whole page. On the server it is the request's client from entry.server; in the
 * browser one client for the tab, loaded on demand (`useApolloClientLoader`, `useOnDemandQuery`,
 * `OnDemandApolloProvider`) and started from the cache the server wrote into the HTML, whose
 * variables follow the root loader's shop context (a market or language change needs no new client).
 */
export function DataProvider({ settings, variables, children }: DataProviderProps) {
  const serverClient = useContext(ServerClientContext);
  const [source] = useState(() => createVariablesSource(variables ?? noShop));
  // Written during render, not in an effect: children render (and start their queries) after
  // this line, while an effect of this component would run only after theirs.
  source.write(variables ?? noShop);
  const [load] = useState(() => browserClientLoader(settings, source.read));
  if (serverClient) return <ApolloProvider client={serverClient}>{children}</ApolloProvider>;
  return <ApolloClientLoaderProvider load={load}>{children}</ApolloClientLoaderProvider>;
}

/** The script body the server wrote, read back so hydration renders the same text. */
function browserStateScript(): string {
  const state = readApolloState();
  return state ? stateScriptOf(JSON.stringify(state)) : '';
}

function stateScriptOf(json: string): string {
  return `window.${apolloStateKey}=${json.replace(/</g, '\\u003c')};`;
}

/**
 * The Apollo cache as an inline script, placed before <Scripts/> so the browser client starts
 * with what the server fetched. `<` is escaped: no value can close the script element.
 */
export function ApolloStateScript({ nonce }: { nonce?: string }) {
  const serverClient = useContext(ServerClientContext);
  const [script] = useState(() =>
    serverClient
      ? stateScriptOf(JSON.stringify(serverClient.extract()))
      : typeof window === 'undefined'
        ? ''
        : browserStateScript(),
  );
  if (!script) return null;
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  );
}

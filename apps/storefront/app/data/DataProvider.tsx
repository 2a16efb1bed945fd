import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { apolloStateKey, createApolloClient, readApolloState } from '@hemma/data';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { cookieNames, type Locale } from '../config/shop';
import { readCookies } from '../server/cookies';
import { marketVariablesFor, type MarketVariableValues } from './marketVariables';

/** What the browser's client needs from the root loader. */
export interface BrowserDataSettings {
  graphqlPath: string;
  apiKey: string;
  locale: Locale;
  marketAlias: string;
}

const ServerClientContext = createContext<ApolloClient | null>(null);

/** entry.server hands the request's client (already filled by the loaders) to the tree. */
export function ServerApolloClientProvider({ client, children }: { client: ApolloClient | null; children: ReactNode }) {
  return <ServerClientContext.Provider value={client}>{children}</ServerClientContext.Provider>;
}

function createBrowserClient(settings: BrowserDataSettings, variables: () => MarketVariableValues): ApolloClient {
  return createApolloClient({
    endpoint: settings.graphqlPath,
    apiKey: settings.apiKey,
    channelId: () => variables().channelId,
    marketId: () => variables().marketId,
    languageId: () => variables().languageId,
    getToken: () => readCookies(document.cookie)[cookieNames.auth],
    initialState: readApolloState(),
  });
}

/**
 * Apollo for the whole page. On the server it is the request's client from entry.server; in the
 * browser one client for the tab, started from the cache the server wrote into the HTML, whose
 * market variables follow the root loader (a market or language change needs no new client).
 */
export function DataProvider({ settings, children }: { settings: BrowserDataSettings; children: ReactNode }) {
  const serverClient = useContext(ServerClientContext);
  const variables = useRef(marketVariablesFor(settings.locale, settings.marketAlias));
  useEffect(() => {
    variables.current = marketVariablesFor(settings.locale, settings.marketAlias);
  }, [settings.locale, settings.marketAlias]);
  const [client] = useState(() => serverClient ?? createBrowserClient(settings, () => variables.current));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
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
    serverClient ? stateScriptOf(JSON.stringify(serverClient.extract())) : typeof window === 'undefined' ? '' : browserStateScript(),
  );
  if (!script) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

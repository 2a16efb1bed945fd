import type { ApolloCache, ApolloClient } from '@apollo/client';
import {
  createApolloClientWithCache,
  readApolloState,
  type ApiVariables,
  browserCookies,
} from '@hemma/data';

/** What the browser's client needs from the root loader. */
export interface BrowserDataSettings {
  graphqlPath: string;
  apiKey: string;
}

/**
 * The tab's client on `cache` (from browserApolloCache), started from the cache the server wrote
 * into the HTML. A chunk of its own: DataProvider imports it when something first needs the API
 * (see `loadBrowserApolloCode`).
 */
export function createBrowserClient(
  settings: BrowserDataSettings,
  variables: () => ApiVariables,
  cache: ApolloCache,
): ApolloClient {
  return createApolloClientWithCache(cache, {
    endpoint: settings.graphqlPath,
    apiKey: settings.apiKey,
    channelId: () => variables().channelId,
    marketId: () => variables().marketId,
    languageId: () => variables().languageId,
    getToken: () => browserCookies().auth.get(),
    initialState: readApolloState(),
  });
}

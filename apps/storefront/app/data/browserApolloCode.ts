/**
 * Apollo's browser code, two chunks fetched side by side: the client's (browserApolloClient) and
 * its cache's (browserApolloCache). DataProvider's client loader and withApolloReady ask through
 * this one function, so the browser fetches each chunk once, whoever asks first.
 */
export function loadBrowserApolloCode() {
  return Promise.all([import('./browserApolloClient'), import('./browserApolloCache')]);
}

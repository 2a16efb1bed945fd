import { loadBrowserApolloCode } from './browserApolloCode';

/**
 * A clientLoader's answer for a page that renders OnDemandApolloProvider (account, checkout, reset
 * password): its server data, once Apollo's chunk has arrived too. A client navigation to the page
 * then waits on the previous page, with the layout's loading indicator; without it the page would
 * show its Suspense fallback, an empty main area, until the chunk arrived (issue 24). Routes leave
 * `clientLoader.hydrate` unset: the first, server-rendered load stays as it is.
 *
 * ```ts
 * export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
 *   return withApolloReady(serverLoader);
 * }
 * ```
 */
export async function withApolloReady<Data>(serverLoader: () => Promise<Data>): Promise<Data> {
  // The same chunks DataProvider's client loader imports: the browser fetches them once, whoever
  // asks first. Importing DataProvider's loader function instead would move DataProvider out of
  // the root chunk into one shared with these routes, a request more on every first load.
  const [data] = await Promise.all([serverLoader(), loadBrowserApolloCode()]);
  return data;
}

import { loadBrowserClientFactory } from './DataProvider';

/**
 * A clientLoader's answer for a page that renders OnDemandApolloProvider (account, checkout, reset
 * password): its server data, once Apollo's chunk has arrived too. A client navigation to the page
 * then waits, with the layout's loading indicator, on the previous page; without it the page would
 * show its Suspense fallback, an empty main area, until the chunk arrived (issue 24). Both load side
 * by side. Routes do not set `clientLoader.hydrate`: the first, server-rendered load is unchanged.
 *
 * ```ts
 * export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
 *   return withApolloReady(serverLoader);
 * }
 * ```
 */
export async function withApolloReady<Data>(serverLoader: () => Promise<Data>): Promise<Data> {
  const [data] = await Promise.all([serverLoader(), loadBrowserClientFactory()]);
  return data;
}

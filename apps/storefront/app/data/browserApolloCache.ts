/**
 * The browser client's cache: Apollo's normalized cache (with optimism and @wry's caches) is about
 * half of Apollo's code, a chunk of its own fetched beside the client's (see loadBrowserApolloCode),
 * so that neither file is over the 30 KB lazy-chunk budget.
 */
export { createCache } from '@hemma/data';

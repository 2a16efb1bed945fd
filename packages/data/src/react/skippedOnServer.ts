/** What a skipped query gives its component: no data, and not loading. */
export interface SkippedQueryResult {
  data: undefined;
  loading: false;
}

const skippedQuery: SkippedQueryResult = Object.freeze({ data: undefined, loading: false });

/**
 * A query hook that, in the server render, does nothing at all when its query is skipped. Apollo's
 * `useQuery` sets up a watched query even when skipped (for the search box, the menus the root
 * loader already sent and a visitor without a cart on every page), which the server render never
 * uses. The browser's render calls the hook as always and gets the same: no data, not loading.
 */
export function skippedOnServer<TOptions extends { skip?: boolean }, TResult>(
  useQueryHook: (options: TOptions) => TResult,
  onServer = typeof document === 'undefined',
): (options: TOptions) => TResult | SkippedQueryResult {
  if (!onServer) return useQueryHook;
  return function useQueryUnlessSkipped(options) {
    if (options.skip) return skippedQuery;
    // The same component instance never changes `skip` within one server render (each render is
    // one pass), so the hooks it calls stay the same for as long as the instance lives.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    return useQueryHook(options);
  };
}

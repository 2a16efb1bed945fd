import { NetworkRequestFailedError } from './errors';

/**
 * Wraps fetch so that a request that never got a response fails with the spec's
 * 'Network request failed' instead of each runtime's own wording ("fetch failed",
 * "Failed to fetch", "Load failed"). Aborts stay aborts: Apollo relies on them.
 */
export function fetchWithCatalogue(
  baseFetch: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    try {
      return await baseFetch(input, init);
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new NetworkRequestFailedError(cause);
    }
  };
}

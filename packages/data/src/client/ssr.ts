import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';

/** The global the server render writes the cache into and the browser reads it from. */
export const apolloStateKey = '__APOLLO_STATE__';

/**
 * The cache as JSON that is safe inside an inline <script>: `<` is escaped so no value can close
 * the script element or open a comment. Embed as `window.__APOLLO_STATE__ = <this>;`.
 */
export function serializeApolloState(client: ApolloClient): string {
  return JSON.stringify(client.extract()).replace(/</g, '\\u003c');
}

/** The full inline script body for the HTML document. */
export function apolloStateScript(client: ApolloClient): string {
  return `window.${apolloStateKey}=${serializeApolloState(client)};`;
}

/** The server's cache state in the browser (undefined on the server or without a render). */
export function readApolloState(
  target: object | undefined = typeof window === 'undefined' ? undefined : window,
): NormalizedCacheObject | undefined {
  if (!target) return undefined;
  return (target as Record<string, NormalizedCacheObject | undefined>)[apolloStateKey];
}

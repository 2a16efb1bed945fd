import type { ApolloClient } from '@apollo/client';
import type { LazyRealtime } from './lazyRealtime';

/**
 * Which client's subscriptions run over which socket. Its own module, apart from
 * `createApolloClient`: logging in or out restarts the socket from code that every account page
 * loads up front, and importing the client's factory for that pulled Apollo's core (44 KB
 * gzipped) into those pages' first load.
 */
const realtimeByClient = new WeakMap<ApolloClient, LazyRealtime>();

export function rememberRealtime(client: ApolloClient, realtime: LazyRealtime): void {
  realtimeByClient.set(client, realtime);
}

/** Reconnects the subscription socket so it carries the current token; no-op without one. */
export function restartRealtime(client: ApolloClient): void {
  realtimeByClient.get(client)?.restart();
}

import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import type { Realtime, RealtimeOptions } from './realtime';

export interface LazyRealtime {
  /** Forwards subscriptions to graphql-ws, loading it with the first subscription. */
  link: ApolloLink;
  /** Reconnects so the server sees the current token; nothing to do before the first subscription. */
  restart: () => void;
}

/**
 * Subscriptions with graphql-ws loaded on demand: pages subscribe only after a visitor acts (a
 * cart, an order), so the socket client (~3 KB gzipped) stays out of every page's first load.
 */
export function createLazyRealtime(options: RealtimeOptions): LazyRealtime {
  let realtime: Realtime | undefined;
  let loading: Promise<Realtime> | undefined;
  const load = () =>
    (loading ??= import('./realtime').then(
      ({ createRealtime }) => (realtime = createRealtime(options)),
    ));
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let closed = false;
        let inner: { unsubscribe: () => void } | undefined;
        load().then(
          (loaded) => {
            if (!closed) inner = loaded.link.request(operation).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
  return { link, restart: () => realtime?.restart() };
}

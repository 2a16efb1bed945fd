import type { ApolloClient, DocumentNode } from '@apollo/client';

/** The DOM event that asks every mounted client to refetch its active queries. */
export const refetchAllEvent = 'hemma:refetch-all';

/** Refetches every active query (a market change, an order placed). */
export function refetchAll(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({ include: 'active' });
}

/** Fires the refetch-all event; anything listening through `listenForRefetchAll` refetches. */
export function requestRefetchAll(target: EventTarget = window): void {
  target.dispatchEvent(new Event(refetchAllEvent));
}

export function listenForRefetchAll(
  client: ApolloClient,
  target: EventTarget = window,
): () => void {
  const listener = () => {
    void refetchAll(client);
  };
  target.addEventListener(refetchAllEvent, listener);
  return () => target.removeEventListener(refetchAllEvent, listener);
}

/**
 * Refetches the given queries whenever the window regains focus (spec section 4: cart data is
 * refetched on focus, so a cart changed in another tab or device shows its current state).
 */
export function refetchOnWindowFocus(
  client: ApolloClient,
  documents: readonly DocumentNode[],
  target: EventTarget = window,
): () => void {
  const listener = () => {
    void client.refetchQueries({ include: [...documents] });
  };
  target.addEventListener('focus', listener);
  return () => target.removeEventListener('focus', listener);
}

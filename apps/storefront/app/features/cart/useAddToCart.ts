import { useApolloClient } from '@apollo/client/react';
import { AddToCartDocument, clientErrorText, GetCartDocument } from '@hemma/data';
import { useCallback, useState } from 'react';
import { browserCartCookie } from './cartCookie';

export interface AddToCartState {
  adding: boolean;
  /** The API's message, e.g. 'Only 2 left'. */
  error: string | null;
}

/** A GraphQL error's own message, without the 'GraphQL error: ' prefix of the client text. */
function messageOf(error: unknown): string {
  return clientErrorText(error).replace(/^GraphQL error: /, '');
}

/**
 * Adds a sku to the visitor's cart. Without a cart cookie, getCart with an empty id creates a
 * cart first and its id is kept in the cart cookie.
 */
export function useAddToCart(): [(skuId: number, quantity?: number) => Promise<boolean>, AddToCartState] {
  const client = useApolloClient();
  const [state, setState] = useState<AddToCartState>({ adding: false, error: null });
  const add = useCallback(
    async (skuId: number, quantity = 1) => {
      setState({ adding: true, error: null });
      try {
        const cookie = browserCartCookie();
        let id = cookie.get();
        if (!id) {
          const created = await client.query({ query: GetCartDocument, variables: { id: '' }, fetchPolicy: 'no-cache' });
          id = created.data?.getCart?.id ?? undefined;
          if (!id) throw created.error ?? new Error('No cart');
          cookie.set(id);
        }
        await client.mutate({ mutation: AddToCartDocument, variables: { id, item: { skuId, quantity } } });
        setState({ adding: false, error: null });
        return true;
      } catch (error) {
        setState({ adding: false, error: messageOf(error) });
        return false;
      }
    },
    [client],
  );
  return [add, state];
}

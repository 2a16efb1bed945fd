import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { GetCartDocument } from '../generated/graphql';
import { useRefetchCartOnFocus } from '../react/windowHooks';
import { cartBroadcast, rereadCartCookie } from './cartStore';

/**
 * Keeps the tab's cart current (spec section 4): fetched again when the window regains focus, and
 * when another tab announces a change (that tab may also have created the cart, so the shared
 * cookie is read again first). Mount once per page.
 */
export function useCartSync(): void {
  const client = useApolloClient();
  useRefetchCartOnFocus();
  useEffect(
    () =>
      cartBroadcast().subscribe('cart', () => {
        rereadCartCookie();
        void client.refetchQueries({ include: [GetCartDocument] });
      }),
    [client],
  );
}

import { useGetCartQuery, type CartFragment } from '@hemma/data';
import { useEffect } from 'react';
import { useShell } from '../shell/ShellContext';
import { rememberCartId, useCartId } from './cartSession';

export interface VisitorCart {
  id: string | null;
  cart: CartFragment | null;
  loading: boolean;
}

/**
 * The cart of the cart cookie, always fetched from the API when a component mounts (spec: getCart
 * without cache), then kept current by the cache: every cart mutation answers with the whole cart,
 * so the mini cart, the cart panel and the added-to-cart panel change together.
 */
export function useVisitorCart(): VisitorCart {
  // The shell's cart id counts until this tab knows its own (stories hand it in through the shell).
  const shellCartId = useShell().cartId;
  const id = useCartId() ?? shellCartId;
  const { data, loading } = useGetCartQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const cart = id ? (data?.getCart ?? null) : null;
  // A cart the API no longer keeps (completed, or from an older database) is answered with a new one.
  useEffect(() => {
    if (id && cart?.id && cart.id !== id) rememberCartId(cart.id);
  }, [id, cart?.id]);
  return { id, cart, loading };
}

/** Items in the cart, counting quantities. */
export function cartQuantity(cart: CartFragment | null | undefined): number {
  return (cart?.items ?? []).reduce((sum, item) => sum + (item?.quantity ?? 0), 0);
}

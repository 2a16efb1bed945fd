import { useEffect } from 'react';
import type { CartFragment } from '../generated/graphql';
import { useOnDemandQuery } from '../onDemand/useOnDemandQuery';
import { rememberCartId, useCartId } from './cartStore';

export interface VisitorCart {
  id: string | null;
  cart: CartFragment | null;
  loading: boolean;
}

/**
 * The cart of the cart cookie, always fetched from the API when a component mounts (spec: getCart
 * without cache), then kept current by the cache: every cart mutation answers with the whole cart,
 * so the mini cart, the cart panel and the added-to-cart panel change together. Apollo loads when
 * the visitor has a cart (after hydration: the server and the hydrating render see no cart id).
 */
export function useVisitorCart(): VisitorCart {
  const id = useCartId();
  const { data, loading } = useOnDemandQuery((documents) => documents.GetCartDocument, {
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

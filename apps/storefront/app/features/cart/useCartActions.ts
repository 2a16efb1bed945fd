import { useApolloClient } from '@apollo/client/react';
import {
  AddToCartDocument,
  GetCartDocument,
  SetCartPromoCodeDocument,
  UpdateCartItemDocument,
  type CartFragment,
} from '@hemma/data';
import { useMemo } from 'react';
import { announceCartChange, currentCartId, rememberAddedSku, rememberCartId } from './cartSession';

export interface CartActions {
  /** Adds a sku; without a cart, getCart with an empty id creates one first and the cart cookie keeps its id. */
  add: (skuId: number, quantity?: number) => Promise<CartFragment>;
  /** Absolute quantity of a line; 0 removes it. */
  changeQuantity: (itemId: string, skuId: number, quantity: number) => Promise<CartFragment>;
  /** An empty code removes the promo code. */
  applyPromoCode: (code: string) => Promise<CartFragment>;
}

/**
 * The cart's mutations. Each answers with the whole cart, which Apollo files under the cart's id,
 * so every component showing the cart follows; the other tabs are told to fetch it again.
 * Failures reject with the API's error (see cartErrors).
 */
export function useCartActions(): CartActions {
  const client = useApolloClient();
  return useMemo(() => {
    const ensureCartId = async (): Promise<string> => {
      const existing = currentCartId();
      if (existing) return existing;
      const created = await client.query({
        query: GetCartDocument,
        variables: { id: '' },
        fetchPolicy: 'network-only',
      });
      const id = created.data?.getCart?.id;
      if (!id) throw created.error ?? new Error('The commerce API did not create a cart');
      rememberCartId(id);
      return id;
    };
    const done = (cart: CartFragment | null | undefined): CartFragment => {
      if (!cart) throw new Error('The commerce API answered without a cart');
      if (cart.id) announceCartChange(cart.id);
      return cart;
    };
    return {
      add: async (skuId, quantity = 1) => {
        const id = await ensureCartId();
        const { data } = await client.mutate({
          mutation: AddToCartDocument,
          variables: { id, item: { skuId, quantity } },
        });
        const cart = done(data?.addToCart);
        rememberAddedSku(skuId);
        return cart;
      },
      changeQuantity: async (itemId, skuId, quantity) => {
        const id = await ensureCartId();
        const { data } = await client.mutate({
          mutation: UpdateCartItemDocument,
          variables: { id, item: { id: itemId, skuId, quantity } },
        });
        return done(data?.updateCartItem);
      },
      applyPromoCode: async (promoCode) => {
        const id = await ensureCartId();
        const { data } = await client.mutate({
          mutation: SetCartPromoCodeDocument,
          variables: { id, promoCode },
        });
        return done(data?.setCartPromoCode);
      },
    };
  }, [client]);
}

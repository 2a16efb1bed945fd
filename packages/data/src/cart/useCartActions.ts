import { useMemo } from 'react';
import type { CartFragment } from '../generated/graphql';
import { useApolloClientLoader } from '../onDemand/ApolloClientLoader';
import { loadOperationDocuments } from '../onDemand/operationDocuments';
import { announceCartChange, currentCartId, rememberAddedSku, rememberCartId } from './cartStore';

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
 * Failures reject with the API's error (see cartErrors). Apollo and the documents load with the
 * first change, so a page with an add-to-cart button ships neither.
 */
export function useCartActions(): CartActions {
  const loadClient = useApolloClientLoader();
  return useMemo(() => {
    const connect = () => Promise.all([loadClient(), loadOperationDocuments()]);
    const createCart = async (): Promise<string> => {
      const [client, { GetCartDocument }] = await connect();
      const created = await client.query({
        query: GetCartDocument,
        variables: { id: '' },
        fetchPolicy: 'network-only',
      });
      const id = created.data?.getCart?.id;
      if (!id) throw created.error ?? new Error('The commerce API did not create a cart');
      return id;
    };
    /**
     * Runs a change on the visitor's cart, creating one first when there is none. A new cart becomes
     * the tab's only once the change has answered: the components fetch the tab's cart when its id
     * appears, and a getCart sent before the change reached the API would answer with the cart
     * still empty, after the change, and replace it in the cache.
     */
    const onCart = async <Result>(change: (id: string) => Promise<Result>): Promise<Result> => {
      const existing = currentCartId();
      const id = existing ?? (await createCart());
      const result = await change(id);
      if (!existing) rememberCartId(id);
      return result;
    };
    const done = (cart: CartFragment | null | undefined): CartFragment => {
      if (!cart) throw new Error('The commerce API answered without a cart');
      if (cart.id) announceCartChange(cart.id);
      return cart;
    };
    return {
      add: (skuId, quantity = 1) =>
        onCart(async (id) => {
          const [client, { AddToCartDocument }] = await connect();
          const { data } = await client.mutate({
            mutation: AddToCartDocument,
            variables: { id, item: { skuId, quantity } },
          });
          const cart = done(data?.addToCart);
          rememberAddedSku(skuId);
          return cart;
        }),
      changeQuantity: (itemId, skuId, quantity) =>
        onCart(async (id) => {
          const [client, { UpdateCartItemDocument }] = await connect();
          const { data } = await client.mutate({
            mutation: UpdateCartItemDocument,
            variables: { id, item: { id: itemId, skuId, quantity } },
          });
          return done(data?.updateCartItem);
        }),
      applyPromoCode: (promoCode) =>
        onCart(async (id) => {
          const [client, { SetCartPromoCodeDocument }] = await connect();
          const { data } = await client.mutate({
            mutation: SetCartPromoCodeDocument,
            variables: { id, promoCode },
          });
          return done(data?.setCartPromoCode);
        }),
    };
  }, [loadClient]);
}

import type { CartFragment } from '../generated/graphql';

/** Items in the cart, counting quantities: of every line, or of one sku's lines when skuId is given. */
export function cartQuantity(cart: CartFragment | null | undefined, skuId?: number): number {
  return (cart?.items ?? []).reduce(
    (sum, item) =>
      item && (skuId === undefined || item.skuId === skuId) ? sum + item.quantity : sum,
    0,
  );
}

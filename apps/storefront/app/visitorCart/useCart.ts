import type { CartFragment } from '@hemma/data';
import { cartQuantity } from './cartQuantity';
import { useVisitorCart } from './useVisitorCart';
import { useShell } from '@hemma/shop';

export interface CartSummary {
  quantity: number;
  subtotal: string | null;
  cart: CartFragment | null;
}

/** Items in the cart and the formatted subtotal in the visitor's VAT display. */
export function summarizeCart(
  cart: CartFragment | null | undefined,
  vatIncluded: boolean,
): CartSummary {
  const subTotal = cart?.summary?.subTotal;
  const subtotal =
    (vatIncluded ? subTotal?.sellingPriceIncVatFormatted : subTotal?.sellingPriceExVatFormatted) ??
    null;
  return { quantity: cartQuantity(cart), subtotal, cart: cart ?? null };
}

/** The visitor's cart (the cart feature's, so the mini cart follows every change), or an empty summary. */
export function useCart(): CartSummary & { loading: boolean } {
  const { vatIncluded } = useShell();
  const { cart, loading } = useVisitorCart();
  return { ...summarizeCart(cart, vatIncluded), loading };
}

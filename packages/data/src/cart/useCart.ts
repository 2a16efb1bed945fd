import type { CartFragment } from '../generated/graphql';
import { pickVat } from '../shop/shopConfig';
import { cartQuantity } from './cartQuantity';
import { useVisitorCart } from './useVisitorCart';

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
    pickVat(
      vatIncluded,
      subTotal?.sellingPriceIncVatFormatted,
      subTotal?.sellingPriceExVatFormatted,
    ) ?? null;
  return { quantity: cartQuantity(cart), subtotal, cart: cart ?? null };
}

/**
 * The visitor's cart (the cart feature's, so the mini cart follows every change), or an empty
 * summary. `vatIncluded` is the shell's VAT display (`useShell().vatIncluded` in @hemma/shop):
 * data reads no shell settings, so the caller hands it over.
 */
export function useCart(vatIncluded: boolean): CartSummary & { loading: boolean } {
  const { cart, loading } = useVisitorCart();
  return { ...summarizeCart(cart, vatIncluded), loading };
}

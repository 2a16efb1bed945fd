import { useGetCartQuery, type CartFragment } from '@hemma/data';
import { useShell } from './ShellContext';

export interface CartSummary {
  quantity: number;
  subtotal: string | null;
  cart: CartFragment | null;
}

/** Items in the cart and the formatted subtotal in the visitor's VAT display. */
export function summarizeCart(cart: CartFragment | null | undefined, vatIncluded: boolean): CartSummary {
  const quantity = (cart?.items ?? []).reduce((sum, item) => sum + (item?.quantity ?? 0), 0);
  const subTotal = cart?.summary?.subTotal;
  const subtotal = (vatIncluded ? subTotal?.sellingPriceIncVatFormatted : subTotal?.sellingPriceExVatFormatted) ?? null;
  return { quantity, subtotal, cart: cart ?? null };
}

/** The visitor's cart (no cache: the spec's getCart), or an empty summary when there is none. */
export function useCart(): CartSummary & { loading: boolean } {
  const { cartId, vatIncluded } = useShell();
  const { data, loading } = useGetCartQuery({
    variables: { id: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'network-only',
  });
  return { ...summarizeCart(data?.getCart, vatIncluded), loading };
}

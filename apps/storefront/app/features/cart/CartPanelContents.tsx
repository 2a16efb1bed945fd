import { useApolloClient } from '@apollo/client/react';
import { GetCartDocument, SetCartPromoCodeDocument, UpdateCartItemDocument, type CartFragment } from '@hemma/data';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopProviders } from '../shop/ShopProviders';
import { browserCartCookie } from './cartCookie';
import { cartErrorMessage, promoErrorText } from './cartErrors';
import { CartContents } from './CartContents';

/**
 * The cart side panel's contents, wired to the API: the cart of the cart cookie (getCart, never
 * from the cache), quantity changes through updateCartItem (absolute; 0 removes), promo codes
 * through setCartPromoCode. Mount it inside the shell's cart panel frame:
 * `<CartPanelContents checkoutHref={pathTo('checkout')} />`.
 */
export function CartPanelContents({ checkoutHref }: { checkoutHref: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [cart, setCart] = useState<CartFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [promoError, setPromoError] = useState<string | null>(null);

  useEffect(() => {
    const id = browserCartCookie().get();
    if (!id) return;
    let current = true;
    void client.query({ query: GetCartDocument, variables: { id }, fetchPolicy: 'no-cache' }).then(({ data }) => {
      if (current) setCart(data?.getCart ?? null);
    });
    return () => {
      current = false;
    };
  }, [client]);

  const changeQuantity = useCallback(
    async (itemId: string, skuId: number, quantity: number) => {
      if (!cart?.id) return;
      setBusy(true);
      try {
        const { data } = await client.mutate({ mutation: UpdateCartItemDocument, variables: { id: cart.id, item: { id: itemId, skuId, quantity } } });
        if (data?.updateCartItem) setCart(data.updateCartItem);
        setLineErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== itemId)));
      } catch (error) {
        setLineErrors((errors) => ({ ...errors, [itemId]: cartErrorMessage(error) }));
      } finally {
        setBusy(false);
      }
    },
    [cart, client],
  );

  const applyPromo = useCallback(
    async (promoCode: string) => {
      if (!cart?.id) return;
      setBusy(true);
      try {
        const { data } = await client.mutate({ mutation: SetCartPromoCodeDocument, variables: { id: cart.id, promoCode } });
        if (data?.setCartPromoCode) setCart(data.setCartPromoCode);
        setPromoError(null);
      } catch (error) {
        setPromoError(promoErrorText(error, t));
      } finally {
        setBusy(false);
      }
    },
    [cart, client, t],
  );

  return (
    <ShopProviders>
      <CartContents
        cart={cart}
        checkoutHref={checkoutHref}
        busy={busy}
        lineErrors={lineErrors}
        promoError={promoError}
        onQuantityChange={(itemId, skuId, quantity) => void changeQuantity(itemId, skuId, quantity)}
        onPromoCode={(code) => void applyPromo(code)}
      />
    </ShopProviders>
  );
}

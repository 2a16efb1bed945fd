import { Skeleton, SidePanel, useSidePanel } from '@hemma/ui';
import { cartPanel, cartQuantity, useCartActions, useCartSync, useVisitorCart } from '@hemma/data';
import { Fragment, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import { CartContents } from '../CartContents';
import * as styles from '../CartContents/CartContents.css';
import { cartRefusalText, promoErrorText } from '../cartErrorTexts';

/**
 * What a cart panel's contents are drawn inside: the app's providers for links and pictures when
 * the panel is mounted outside the page's own (the shell's panels); none when they are given from
 * outside (stories, tests).
 */
export type CartPanelProviders = ComponentType<{ children: ReactNode }>;

/** The cart while it loads: the shape of a line and of the summary. */
export function CartSkeleton() {
  return (
    <div className={styles.contents}>
      <div className={styles.line}>
        <Skeleton width={72} height={90} />
        <Skeleton shape="text" lines={3} />
        <Skeleton shape="text" width={64} />
      </div>
      <Skeleton shape="text" lines={4} />
    </div>
  );
}

/** The cart of the cart cookie with its mutations: lines, quantities, promo code, summary. */
export function ConnectedCartContents() {
  const { t } = useShopLabels();
  const { links, vatIncluded } = useShell();
  const { close } = useSidePanel();
  const { id, cart, loading } = useVisitorCart();
  const { changeQuantity, applyPromoCode } = useCartActions();
  const [busy, setBusy] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [promoError, setPromoError] = useState<string | null>(null);

  const onQuantityChange = useCallback(
    async (itemId: string, skuId: number, quantity: number) => {
      setBusy(true);
      try {
        await changeQuantity(itemId, skuId, quantity);
        setLineErrors(({ [itemId]: _, ...others }) => others);
      } catch (error) {
        setLineErrors((errors) => ({ ...errors, [itemId]: cartRefusalText(error, t) }));
      } finally {
        setBusy(false);
      }
    },
    [changeQuantity, t],
  );

  const onPromoCode = useCallback(
    async (code: string) => {
      setBusy(true);
      try {
        await applyPromoCode(code);
        setPromoError(null);
      } catch (error) {
        setPromoError(promoErrorText(error, t));
      } finally {
        setBusy(false);
      }
    },
    [applyPromoCode, t],
  );

  if (id && loading && !cart) {
    return (
      <div aria-busy="true" aria-label={t('shop.cart.loading')} role="status">
        <CartSkeleton />
      </div>
    );
  }
  return (
    <CartContents
      key={cart?.id ?? 'none'}
      cart={cart}
      checkoutHref={links.checkout}
      busy={busy}
      lineErrors={lineErrors}
      promoError={promoError}
      vatIncluded={vatIncluded}
      onCheckout={close}
      onQuantityChange={(itemId, skuId, quantity) => void onQuantityChange(itemId, skuId, quantity)}
      onPromoCode={(code) => void onPromoCode(code)}
    />
  );
}

/**
 * The cart side panel (opened by the mini cart). It also keeps the tab's cart current: refetched
 * on window focus and on news from other tabs, so it is mounted on every page of the default layout.
 */
export function CartPanel({ providers: Providers = Fragment }: { providers?: CartPanelProviders }) {
  const { t } = useShopLabels();
  const { cart } = useVisitorCart();
  useCartSync();
  return (
    <SidePanel.Root name={cartPanel}>
      <SidePanel.Content
        title={t('header.cart')}
        description={t('header.cartCount', { count: cartQuantity(cart) })}
        closeLabel={t('shop.cart.close')}
      >
        <Providers>
          <ConnectedCartContents />
        </Providers>
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

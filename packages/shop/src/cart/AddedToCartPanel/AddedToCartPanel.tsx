import {
  addedToCartPanel,
  cartPanel,
  cartQuantity,
  pickVat,
  useLastAddedSkuId,
  useVisitorCart,
  type CartFragment,
} from '@hemma/data';
import { Button, buttonRecipe, Image, imageWidths, SidePanel, useSidePanel } from '@hemma/ui';
import { useWidgetsSettings } from '@hemma/widgets';
import { Fragment } from 'react';
// The shell's links are already localized: ui's Link would add the locale and market again.
import { Link as RouterLink } from 'react-router';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import * as styles from '../CartContents/CartContents.css';
import { CartSkeleton, type CartPanelProviders } from '../CartPanel';
import { LinePrice } from '../LinePrice';

/** Thumbnails of 72 px: the smallest width the image service renders covers a sharp screen too. */
const thumbnailWidths = imageWidths.slice(0, 1);

export interface AddedToCartSummaryProps {
  cart: CartFragment | null;
  skuId: number | null;
  vatIncluded: boolean;
  checkoutHref: string;
  onContinue: () => void;
  onShowCart: () => void;
}

/** What was just added (its line in the cart), what the cart holds now, and the ways on. */
export function AddedToCartSummary({
  cart,
  skuId,
  vatIncluded,
  checkoutHref,
  onContinue,
  onShowCart,
}: AddedToCartSummaryProps) {
  const { t } = useShopLabels();
  const { productImageUrl } = useWidgetsSettings();
  const line = (cart?.items ?? []).find((item) => item !== null && item.skuId === skuId) ?? null;
  const sku = line?.product?.skus?.find((candidate) => candidate?.skuId === skuId);
  const subTotal = cart?.summary?.subTotal;
  return (
    <div className={styles.contents}>
      {line ? (
        <div className={styles.line}>
          <Image
            images={(line.product?.images ?? [])
              .filter((image): image is string => Boolean(image))
              .slice(0, 1)}
            src={productImageUrl}
            widths={thumbnailWidths}
            sizes="72px"
            alt=""
            aspectRatio={4 / 5}
          />
          <div className={styles.lineText}>
            <p className={styles.lineName}>{line.product?.name}</p>
            {sku?.name ? <p className={styles.muted}>{sku.name}</p> : null}
            <p className={styles.muted}>{t('shell.quantity', { count: line.quantity })}</p>
          </div>
          <LinePrice price={line.totalPrice} vatIncluded={vatIncluded} />
        </div>
      ) : null}
      <dl className={styles.summary}>
        <dt>{t('header.cartCount', { count: cartQuantity(cart) })}</dt>
        <dd>
          {pickVat(
            vatIncluded,
            subTotal?.sellingPriceIncVatFormatted,
            subTotal?.sellingPriceExVatFormatted,
          )}
        </dd>
      </dl>
      <RouterLink
        to={checkoutHref}
        className={buttonRecipe({ variant: 'primary', fullWidth: true })}
        onClick={onContinue}
      >
        {t('shop.cart.toCheckout')}
      </RouterLink>
      <Button variant="outline" fullWidth onClick={onShowCart}>
        {t('shop.cart.showCart')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onContinue}>
        {t('shell.continueShopping')}
      </Button>
    </div>
  );
}

/** Opened after an add to cart (spec section 2: the added-to-cart panel of the default layout). */
export function AddedToCartPanel({
  providers: Providers = Fragment,
}: {
  /** The app's providers for links and pictures, when the panel is mounted outside the page's own. */
  providers?: CartPanelProviders;
}) {
  const { t } = useShopLabels();
  const { links, vatIncluded } = useShell();
  const panels = useSidePanel();
  const { id, cart, loading } = useVisitorCart();
  const skuId = useLastAddedSkuId();
  return (
    <SidePanel.Root name={addedToCartPanel}>
      <SidePanel.Content title={t('shell.addedToCart')} closeLabel={t('shop.cart.close')}>
        <Providers>
          {/* The cart is fetched as the panel opens: until it comes, no '0 products' for an add that worked. */}
          {id && loading && !cart ? (
            <div aria-busy="true" aria-label={t('shop.cart.loading')} role="status">
              <CartSkeleton />
            </div>
          ) : (
            <AddedToCartSummary
              cart={cart}
              skuId={skuId}
              vatIncluded={vatIncluded}
              checkoutHref={links.checkout}
              onContinue={panels.close}
              onShowCart={() => panels.open(cartPanel)}
            />
          )}
        </Providers>
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

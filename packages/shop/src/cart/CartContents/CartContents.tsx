import { pickVat, type CartFragment } from '@hemma/data';
import {
  Button,
  buttonRecipe,
  Image,
  imageWidths,
  Link,
  ProgressBar,
  QuantityStepper,
  TextField,
} from '@hemma/ui';
import { useWidgetsSettings } from '@hemma/widgets';
import { useState, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
// The shell's links are already localized: ui's Link would add the locale and market again.
import { Link as RouterLink } from 'react-router';
import { LinePrice } from '../LinePrice';
import * as styles from './CartContents.css';

/** Thumbnails of 72 px: the smallest width the image service renders covers a sharp screen too. */
const thumbnailWidths = imageWidths.slice(0, 1);

export interface CartContentsProps {
  cart: CartFragment | null;
  /** Absolute quantity of a line; 0 removes it. */
  onQuantityChange: (itemId: string, skuId: number, quantity: number) => void;
  onPromoCode: (code: string) => void;
  checkoutHref: string;
  /** A refused quantity change per line id, e.g. 'Only 2 left'. */
  lineErrors?: Record<string, string>;
  promoError?: string | null;
  busy?: boolean;
  /** Prices with VAT (Person) or without (Company), from the visitor's customer type. */
  vatIncluded?: boolean;
  /** Called when the visitor follows the checkout link, e.g. to close the panel. */
  onCheckout?: () => void;
}

/** Share of the way to free shipping: the subtotal against the subtotal plus what is left. */
export function freeShippingShare(subTotal: number, amountLeft: number): number {
  if (amountLeft <= 0) return 1;
  const threshold = subTotal + amountLeft;
  return threshold > 0 ? subTotal / threshold : 0;
}

/** The cart panel's contents: lines with quantity, the summary with free shipping, a promo code and the way to checkout. */
export function CartContents({
  cart,
  onQuantityChange,
  onPromoCode,
  checkoutHref,
  lineErrors = {},
  promoError,
  busy = false,
  vatIncluded = true,
  onCheckout,
}: CartContentsProps) {
  const { t } = useShopLabels();
  const { productImageUrl } = useWidgetsSettings();
  const [code, setCode] = useState(cart?.promoCode ?? '');
  const items = (cart?.items ?? []).filter((item) => item !== null);
  if (!cart || items.length === 0) return <p className={styles.muted}>{t('shop.cart.empty')}</p>;
  const summary = cart.summary;
  const shipping = summary?.shipping;
  const left = shipping?.amountLeftToFreeShipping ?? 0;
  const total = summary?.total;
  const campaigns = (cart.appliedCampaigns ?? []).filter(
    (campaign): campaign is NonNullable<typeof campaign> =>
      campaign !== null && !campaign.hideTitle,
  );
  const submitPromo = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onPromoCode(code.trim());
  };
  return (
    <div className={styles.contents}>
      <ul className={styles.lines}>
        {items.map((item) => {
          const name = item.product?.name ?? '';
          const sku = item.product?.skus?.find((candidate) => candidate?.skuId === item.skuId);
          return (
            <li key={item.id} className={styles.line}>
              <Image
                images={(item.product?.images ?? [])
                  .filter((image): image is string => Boolean(image))
                  .slice(0, 1)}
                src={productImageUrl}
                widths={thumbnailWidths}
                sizes="72px"
                alt=""
                aspectRatio={4 / 5}
              />
              <div className={styles.lineText}>
                <Link href={item.product?.canonicalUrl ?? '/'} variant="plain">
                  {name}
                </Link>
                {item.product?.brand?.name ? (
                  <p className={styles.muted}>{item.product.brand.name}</p>
                ) : null}
                {sku?.name ? <p className={styles.muted}>{sku.name}</p> : null}
                <QuantityStepper
                  size="s"
                  value={item.quantity}
                  min={0}
                  disabled={busy}
                  label={t('shop.cart.quantityOf', { name })}
                  decreaseLabel={t('shop.cart.decrease', { name })}
                  increaseLabel={t('shop.cart.increase', { name })}
                  onChange={(quantity) =>
                    onQuantityChange(String(item.id), item.skuId ?? 0, quantity)
                  }
                />
                {lineErrors[String(item.id)] ? (
                  <p className={styles.error} role="alert">
                    {lineErrors[String(item.id)]}
                  </p>
                ) : null}
                <Button
                  size="s"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => onQuantityChange(String(item.id), item.skuId ?? 0, 0)}
                >
                  {t('shop.cart.remove', { name })}
                </Button>
              </div>
              <LinePrice price={item.totalPrice} vatIncluded={vatIncluded} />
            </li>
          );
        })}
      </ul>
      <dl className={styles.summary}>
        <dt>{t('shop.cart.subtotal')}</dt>
        {/* With a discount line the subtotal is before it, so the lines add up to the total. */}
        <dd>
          {total?.isDiscounted
            ? vatIncluded
              ? summary?.subTotal?.regularPriceIncVatFormatted
              : summary?.subTotal?.regularPriceExVatFormatted
            : vatIncluded
              ? summary?.subTotal?.sellingPriceIncVatFormatted
              : summary?.subTotal?.sellingPriceExVatFormatted}
        </dd>
        {total?.isDiscounted ? (
          <>
            <dt>
              {campaigns.length
                ? t('shop.cart.discountNamed', {
                    names: campaigns.map((campaign) => campaign.name).join(', '),
                  })
                : t('shop.cart.discount')}
            </dt>
            <dd>
              −{pickVat(vatIncluded, total.discountIncVatFormatted, total.discountExVatFormatted)}
            </dd>
          </>
        ) : null}
        <dt>{t('shop.cart.shipping')}</dt>
        <dd>
          {left > 0 || (shipping?.feeIncVat ?? 0) > 0
            ? vatIncluded
              ? shipping?.feeIncVatFormatted
              : shipping?.feeExVatFormatted
            : t('shop.cart.shippingFree')}
        </dd>
        {vatIncluded ? (
          <>
            <dt>{t('shop.cart.vat')}</dt>
            <dd>{total?.vatFormatted}</dd>
            <dt className={styles.total}>{t('shop.cart.total')}</dt>
            <dd className={styles.total}>{total?.sellingPriceIncVatFormatted}</dd>
          </>
        ) : (
          <>
            {/* A company reads the amounts without VAT, then the VAT added and what it pays (issue 22). */}
            <dt>{t('shop.cart.totalExVat')}</dt>
            <dd>{total?.sellingPriceExVatFormatted}</dd>
            <dt>{t('shop.cart.vatAdded')}</dt>
            <dd>{total?.vatFormatted}</dd>
            <dt className={styles.total}>{t('shop.cart.totalIncVat')}</dt>
            <dd className={styles.total}>{total?.sellingPriceIncVatFormatted}</dd>
          </>
        )}
      </dl>
      <div className={styles.freeShipping}>
        <p className={styles.muted}>
          {left > 0
            ? t('shop.cart.amountLeft', {
                amount: shipping?.amountLeftToFreeShippingFormatted ?? '',
              })
            : t('shop.cart.freeShipping')}
        </p>
        <ProgressBar
          value={freeShippingShare(summary?.subTotal?.sellingPriceIncVat ?? 0, left)}
          label={t('shop.cart.freeShippingProgress')}
        />
      </div>
      <form className={styles.promo} onSubmit={submitPromo}>
        <TextField
          label={t('shop.cart.promoCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={promoError ?? undefined}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {t('shop.cart.applyPromo')}
        </Button>
      </form>
      {/* A link dressed as the primary button: the router's own link, so the ui link colour does not apply. */}
      <RouterLink
        to={checkoutHref}
        className={buttonRecipe({ variant: 'primary', fullWidth: true })}
        onClick={onCheckout}
      >
        {t('shop.cart.toCheckout')}
      </RouterLink>
    </div>
  );
}

import type { CartFragment } from '@hemma/data';
import { Image } from '@hemma/ui';
import { useWidgetsSettings } from '@hemma/widgets';
import type { ReactNode } from 'react';
import { useShopLabels } from '../../labels';
import * as styles from './OrderSummary.css';

export interface OrderSummaryProps {
  cart: CartFragment;
  heading: string;
  /** Extra rows under the totals, e.g. the promo code form. */
  children?: ReactNode;
}

/** The cart's lines and totals (subtotal, shipping, discount, total) as the checkout and the confirmation show them. */
export function OrderSummary({ cart, heading, children }: OrderSummaryProps) {
  const { t } = useShopLabels();
  const { productImageUrl } = useWidgetsSettings();
  const items = (cart.items ?? []).filter((item) => item !== null);
  const summary = cart.summary;
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.lines}>
        {items.map((item) => {
          const sku = item.product?.skus?.find((candidate) => candidate?.skuId === item.skuId);
          return (
            <li key={item.id} className={styles.line}>
              {/* 320 px is the smallest width the image service renders for products. */}
              <Image
                images={(item.product?.images ?? [])
                  .filter((image): image is string => Boolean(image))
                  .slice(0, 1)}
                src={productImageUrl}
                widths={[320]}
                sizes="64px"
                alt=""
                aspectRatio={4 / 5}
                placeholderLabel={t('shop.noImage')}
              />
              <div className={styles.lineText}>
                <p className={styles.name}>{item.product?.name}</p>
                {item.product?.brand?.name ? (
                  <p className={styles.muted}>{item.product.brand.name}</p>
                ) : null}
                {sku?.name ? <p className={styles.muted}>{sku.name}</p> : null}
                <p className={styles.muted}>{t('checkout.quantity', { count: item.quantity })}</p>
              </div>
              <span className={styles.price}>{item.totalPrice?.sellingPriceIncVatFormatted}</span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.totals}>
        <dt className={styles.term}>{t('shop.cart.subtotal')}</dt>
        {/* With a discount line the subtotal is before it, so subtotal − discount + shipping adds up to the total. */}
        <dd className={styles.value}>
          {summary?.total?.isDiscounted
            ? summary.subTotal?.regularPriceIncVatFormatted
            : summary?.subTotal?.sellingPriceIncVatFormatted}
        </dd>
        <dt className={styles.term}>{t('shop.cart.shipping')}</dt>
        <dd className={styles.value}>{summary?.shipping?.feeIncVatFormatted}</dd>
        {summary?.total?.isDiscounted ? (
          <>
            <dt className={styles.term}>{t('shop.cart.discount')}</dt>
            <dd className={`${styles.value} ${styles.discount}`}>
              −{summary.total.discountIncVatFormatted}
            </dd>
          </>
        ) : null}
        <dt className={`${styles.term} ${styles.total}`}>{t('shop.cart.total')}</dt>
        <dd className={`${styles.value} ${styles.total}`}>
          {summary?.total?.sellingPriceIncVatFormatted}
        </dd>
        <dt className={styles.term}>{t('shop.cart.vat')}</dt>
        <dd className={styles.value}>{summary?.total?.vatFormatted}</dd>
      </dl>
      {children}
    </section>
  );
}

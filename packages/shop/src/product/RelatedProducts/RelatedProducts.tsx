import type { RelatedProductsQuery } from '@hemma/data';
import { productCardData, type ProductCardData } from '@hemma/widgets';
import { useId } from 'react';
import { useShopLabels } from '../../labels';
import { FavoriteProductCard } from '../../favorites';
import * as styles from './RelatedProducts.css';

export type RelatedProductsData = NonNullable<RelatedProductsQuery['relatedProducts']>;

/**
 * Related products as cards, with only what a card draws (the route's loader sends these): the API
 * names a related product's id on its skus only.
 */
export function relatedCards(related: RelatedProductsData): ProductCardData[] {
  return related.flatMap((product) => {
    const productId = product?.skus?.find((sku) => sku?.productId)?.productId;
    if (!product || !productId) return [];
    return [productCardData({ ...product, productId })];
  });
}

/** Similar products, accessories and related ones, as product cards with the favorites heart. */
export function RelatedProducts({ cards }: { cards: readonly ProductCardData[] }) {
  const { t } = useShopLabels();
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('shop.product.related')}
      </h2>
      <ul className={styles.grid}>
        {cards.map((product) => (
          <li key={product.alias}>
            <FavoriteProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

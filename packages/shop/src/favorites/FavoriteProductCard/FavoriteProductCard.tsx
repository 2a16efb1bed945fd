import { ProductCard, type ProductCardData } from '@hemma/widgets';
import { FavoriteToggle } from '../FavoriteToggle';
import * as styles from './FavoriteProductCard.css';

/**
 * A product card with the favorites heart over its picture. The heart sits beside the card's
 * link, not inside it (a button inside a link is neither valid nor operable).
 */
export function FavoriteProductCard({
  product,
  priority = false,
}: {
  product: ProductCardData;
  /** The picture loads at once with high priority (the first row of a list). */
  priority?: boolean;
}) {
  return (
    <div className={styles.card}>
      <ProductCard product={product} priority={priority} />
      <FavoriteToggle
        productId={product.productId}
        name={product.name ?? product.alias}
        className={styles.toggle}
      />
    </div>
  );
}

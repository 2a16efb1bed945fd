import type { ProductCardData } from '@hemma/widgets';
import { productListStyles as styles } from '../../list/ProductListPage';
import { FavoriteProductCard } from '../FavoriteProductCard';

/**
 * The products the shopper marked with the heart, or a hint when there are none. A heart taken
 * off here keeps its card until the next visit, so a slip can be undone in place.
 */
export function FavoritesPage({
  title,
  lead,
  products,
}: {
  title: string;
  lead: string;
  products: readonly ProductCardData[];
}) {
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{title}</h1>
        {products.length === 0 ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {products.length ? (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.productId}>
              <FavoriteProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

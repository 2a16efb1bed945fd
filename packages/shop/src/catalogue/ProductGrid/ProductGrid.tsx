import { ProductCard, type ProductCardData } from '@hemma/widgets';
import * as styles from './ProductGrid.css';

export interface ProductGridProps {
  /** The products to show, as the API lists them (`productCardData` keeps only what a card draws). */
  products: readonly ProductCardData[];
  /** Names the list for screen readers ('Garden furniture'); the visible heading usually says it. */
  label: string;
  /** Cards of the first row load their pictures at once: the grid is near the top of the page. */
  priorityRow?: boolean;
}

/** How many cards the widest grid shows in a row: the first row whose pictures may load at once. */
const widestRow = 4;

/**
 * Product cards in the list page's grid: two a row on phones, three on tablets, four from
 * laptops. Each card is one link to its product, with picture, brand, name and price in the
 * visitor's VAT (from the nearest ShopProvidersView).
 */
export function ProductGrid({ products, label, priorityRow = false }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} priority={priorityRow && index < widestRow} />
        </li>
      ))}
    </ul>
  );
}

import { ProductCard, type ProductCardData } from '@hemma/widgets';
import * as styles from '../product-list/ProductListPage.css';

/** The products the shopper marked with the heart, or a hint when there are none. */
export function FavoritesPage({ title, lead, products }: { title: string; lead: string; products: readonly ProductCardData[] }) {
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
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

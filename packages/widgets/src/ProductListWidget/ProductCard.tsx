import { useWidgetsSettings } from '../context/WidgetsContext';
import * as styles from './ProductListWidget.css';
import type { ProductCardData } from './productsSource';

const productImageWidths = [240, 360, 480, 720];

/** A product in a list: image, brand, name and price, all one link to the product page. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { productImageUrl } = useWidgetsSettings();
  const fileName = product.images?.find((image): image is string => Boolean(image));
  const price = product.unitPrice;
  const href = product.canonicalUrl ?? `/p/${product.alias}`;
  return (
    <a href={href} className={styles.card}>
      <span className={styles.cardImageFrame}>
        {fileName ? (
          <img
            className={styles.cardImage}
            src={productImageUrl(fileName, 480)}
            srcSet={productImageWidths.map((width) => `${productImageUrl(fileName, width)} ${width}w`).join(', ')}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      {product.brand?.name ? <span className={styles.brand}>{product.brand.name}</span> : null}
      <span className={styles.name}>{product.name ?? product.alias}</span>
      {price?.sellingPriceIncVatFormatted ? (
        <span className={styles.price}>
          <span className={price.isDiscounted ? styles.discounted : undefined}>{price.sellingPriceIncVatFormatted}</span>
          {price.isDiscounted && price.regularPriceIncVatFormatted ? (
            <s className={styles.regular}>{price.regularPriceIncVatFormatted}</s>
          ) : null}
        </span>
      ) : null}
    </a>
  );
}

import { Image, Price, type PriceFields } from '@hemma/ui';
import { useWidgetsSettings } from '../context/WidgetsContext';
import { WidgetLink } from '../links/WidgetLink';
import * as styles from './ProductListWidget.css';
import type { ProductCardData } from './productsSource';

const productImageWidths = [240, 360, 480, 720];

/** The price display needs all five formatted fields; a product without them shows no price. */
function displayablePrice(price: ProductCardData['unitPrice']): PriceFields | undefined {
  if (!price) return undefined;
  const {
    isDiscounted,
    regularPriceIncVatFormatted,
    sellingPriceIncVatFormatted,
    regularPriceExVatFormatted,
    sellingPriceExVatFormatted,
  } = price;
  if (
    !regularPriceIncVatFormatted ||
    !sellingPriceIncVatFormatted ||
    !regularPriceExVatFormatted ||
    !sellingPriceExVatFormatted
  )
    return undefined;
  return {
    isDiscounted,
    regularPriceIncVatFormatted,
    sellingPriceIncVatFormatted,
    regularPriceExVatFormatted,
    sellingPriceExVatFormatted,
  };
}

/** A product in a list: image (4:5, never cropped), brand, name and price, one link to the product. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { productImageUrl, vatIncluded, labels } = useWidgetsSettings();
  const images = (product.images ?? []).filter((image): image is string => Boolean(image));
  const price = displayablePrice(product.unitPrice);
  return (
    <WidgetLink href={product.canonicalUrl ?? `/p/${product.alias}`} className={styles.card}>
      <Image
        images={images}
        src={productImageUrl}
        widths={productImageWidths}
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
        alt=""
        aspectRatio={4 / 5}
        fit="contain"
        placeholderLabel={labels.noImage}
      />
      {product.brand?.name ? <span className={styles.brand}>{product.brand.name}</span> : null}
      <span className={styles.name}>{product.name ?? product.alias}</span>
      {price ? (
        <Price
          {...price}
          size="s"
          vatIncluded={vatIncluded}
          exVatLabel={labels.exVat}
          regularPriceLabel={labels.regularPrice}
          sellingPriceLabel={labels.sellingPrice}
        />
      ) : null}
    </WidgetLink>
  );
}

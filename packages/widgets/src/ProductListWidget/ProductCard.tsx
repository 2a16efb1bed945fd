import type { PriceFragment, ProductCardFragment } from '@hemma/data';
import { displayablePrice, Image, Price, productImage } from '@hemma/ui';
import { useWidgetsSettings } from '../internal/context/WidgetsContext';
import { WidgetLink } from '../internal/links/WidgetLink';
import * as styles from './ProductListWidget.css';

// Widths the commerce API draws product pictures at (any other width is a 404); a card is at most
// half a phone's width, so 960 covers a 3x screen.
const productImageWidths = [320, 640, 960];

/** The price fields a card draws (displayablePrice): the four formatted prices and the discount flag. */
type CardPrice = Pick<
  PriceFragment,
  | 'isDiscounted'
  | 'regularPriceIncVatFormatted'
  | 'sellingPriceIncVatFormatted'
  | 'regularPriceExVatFormatted'
  | 'sellingPriceExVatFormatted'
>;

/**
 * What a card draws of a product: these fields of data's ProductCard fragment, which a related
 * product (the relatedProducts query) has as well.
 */
export type ProductCardData = Pick<
  ProductCardFragment,
  'productId' | 'name' | 'alias' | 'canonicalUrl' | 'images'
> & {
  brand: { name: string | null } | null;
  unitPrice: CardPrice | null;
};

/**
 * Only what a card draws, copied out of a product with more (a list's or a related product's
 * answer): route data then carries no field the card never reads (numeric prices, VAT, stock,
 * categories, campaigns, type names, pictures after the first), about half of each product.
 */
export function productCardData(product: ProductCardData): ProductCardData {
  const { brand, unitPrice } = product;
  return {
    productId: product.productId,
    name: product.name,
    alias: product.alias,
    canonicalUrl: product.canonicalUrl,
    // The card shows the first picture only; a list's other pictures are a file name each.
    images: product.images?.filter(Boolean).slice(0, 1) ?? null,
    brand: brand ? { name: brand.name } : null,
    unitPrice: unitPrice
      ? {
          isDiscounted: unitPrice.isDiscounted,
          regularPriceIncVatFormatted: unitPrice.regularPriceIncVatFormatted,
          sellingPriceIncVatFormatted: unitPrice.sellingPriceIncVatFormatted,
          regularPriceExVatFormatted: unitPrice.regularPriceExVatFormatted,
          sellingPriceExVatFormatted: unitPrice.sellingPriceExVatFormatted,
        }
      : null,
  };
}

export interface ProductCardProps {
  product: ProductCardData;
  /** A card in the first row of a list page: its picture may be the page's largest paint, so it loads at once. */
  priority?: boolean;
}

/** A product in a list: image (filling its 4:5 frame), brand, name and price, one link to the product. */
export function ProductCard({ product, priority = false }: ProductCardProps) {
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
        aspectRatio={productImage.aspectRatio}
        fit={productImage.fit}
        priority={priority}
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

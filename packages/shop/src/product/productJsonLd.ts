import type { ProductQuery, ReviewsQuery } from '@hemma/data';
import { isSoldOut } from './quantityLimit';

type ProductAnswer = NonNullable<ProductQuery['product']>;
/** The product as the page has it, with its meta when there (the description comes from it). */
type Product = Omit<ProductAnswer, 'alternativeUrls' | 'meta'> & { meta?: ProductAnswer['meta'] };

export interface ProductJsonLdInput {
  product: Product;
  reviews?: ReviewsQuery['reviews'];
  /** The page's canonical address. */
  url: string;
  /** Absolute picture addresses. */
  images: readonly string[];
  /** ISO 4217, e.g. SEK or EUR. */
  currency: string;
}

/**
 * The product as schema.org Product data for search engines: name, pictures, brand, the selling
 * price with VAT and its availability, and the rating when there are reviews.
 */
export function productJsonLd({
  product,
  reviews,
  url,
  images,
  currency,
}: ProductJsonLdInput): Record<string, unknown> {
  const skus = (product.skus ?? []).filter((sku) => sku !== null);
  const available = skus.some((sku) => !isSoldOut(sku.stock));
  const price = product.unitPrice;
  const count = reviews?.count ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name ?? product.alias,
    url,
    ...(images.length ? { image: images } : {}),
    ...(product.articleNumber ? { sku: product.articleNumber } : {}),
    ...(product.meta?.description ? { description: product.meta.description } : {}),
    ...(product.brand?.name ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: currency,
            price: price.sellingPriceIncVat.toFixed(2),
            availability: available
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
    ...(count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews?.averageRating,
            reviewCount: count,
          },
        }
      : {}),
  };
}

/** JSON for an inline script element: `<` is escaped, so no value can close the element. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

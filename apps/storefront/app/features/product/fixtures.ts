import { fixtureData } from '@hemma/data/mocks';
import type { RelatedProductsData } from './RelatedProducts';
import type { ReviewsData } from './ProductReviews';
import type { ProductData } from './ProductPage';

/** Products recorded from the embedded API in the English channel. */
export type RecordedProductAlias =
  | 'bo-2-seater-sofa-grey'
  | 'wilma-3-seater-sofa-green'
  | 'yngve-corner-sofa-grey'
  | 'berit-rug-grey';

/** A recorded product (the Bo sofa is discounted and has reviews, the Wilma sofa is not discounted). */
export function productFixture(alias: RecordedProductAlias = 'bo-2-seater-sofa-grey'): ProductData {
  const product = fixtureData('product', 'com', { alias }).product;
  if (!product) throw new Error(`No recorded product ${alias}`);
  return product;
}

/** The Berit rug: discounted, sold in three sizes, 160x230 cm has 1 left and 250x350 cm is sold out. */
export function sizedProductFixture(): ProductData {
  return productFixture('berit-rug-grey');
}

/** The Yngve corner sofa in grey: its only sku is sold out; beige and sand are other colours. */
export function soldOutProductFixture(): ProductData {
  return productFixture('yngve-corner-sofa-grey');
}

export function reviewsFixture(
  alias: RecordedProductAlias = 'bo-2-seater-sofa-grey',
): ReviewsData | null {
  return fixtureData('reviews', 'com', { alias, take: 10 }).reviews;
}

export function relatedFixture(
  alias: RecordedProductAlias = 'bo-2-seater-sofa-grey',
): RelatedProductsData {
  return fixtureData('relatedProducts', 'com', { alias }).relatedProducts ?? [];
}

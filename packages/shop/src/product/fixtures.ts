import { fixturesOf, type FixtureChannelKey } from '@hemma/data/mocks';
import type { ProductCardData } from '@hemma/widgets';
import { relatedCards } from './RelatedProducts';
import { dateFormats } from '../labels';
import { withReviewDays, type ReviewsData } from './ProductReviews';
import type { ProductData } from './ProductPage';

/**
 * The products recorded from the embedded API in every channel, by the seed's product id (their
 * aliases and names are the channel language's): the Bo sofa is discounted and has reviews, the
 * Wilma sofa is not discounted, the grey Yngve corner sofa is sold out, the Berit rug comes in sizes.
 */
const recordedProducts = { bo: 1001, wilma: 1002, yngve: 1003, berit: 1040 } as const;
export type RecordedProduct = keyof typeof recordedProducts;

export function productFixture(
  key: RecordedProduct = 'bo',
  channel: FixtureChannelKey = 'com',
): ProductData {
  const product = fixturesOf('product', channel)
    .map((fixture) => fixture.data.product)
    .find((candidate) => candidate?.productId === recordedProducts[key]);
  if (!product) throw new Error(`No recorded product ${key} in ${channel}`);
  return product;
}

/** The Berit rug: discounted, sold in three sizes, 160x230 cm has 1 left and 250x350 cm is sold out. */
export function sizedProductFixture(channel: FixtureChannelKey = 'com'): ProductData {
  return productFixture('berit', channel);
}

/** The Yngve corner sofa in grey: its only sku is sold out; beige and sand are other colours. */
export function soldOutProductFixture(channel: FixtureChannelKey = 'com'): ProductData {
  return productFixture('yngve', channel);
}

export function reviewsFixture(
  key: RecordedProduct = 'bo',
  channel: FixtureChannelKey = 'com',
): ReviewsData | null {
  const { alias } = productFixture(key, channel);
  const reviews =
    fixturesOf('reviews', channel).find((fixture) => fixture.variables.alias === alias)?.data
      .reviews ?? null;
  return withReviewDays(reviews, dateFormats(channel === 'se' ? 'sv' : 'en'));
}

export function relatedFixture(
  key: RecordedProduct = 'bo',
  channel: FixtureChannelKey = 'com',
): ProductCardData[] {
  const { alias } = productFixture(key, channel);
  return relatedCards(
    fixturesOf('relatedProducts', channel).find((fixture) => fixture.variables.alias === alias)
      ?.data.relatedProducts ?? [],
  );
}

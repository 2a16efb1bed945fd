import type { PriceFields } from './Price';

/** A price as the API sends it: any formatted field may be missing. */
export interface ApiPrice {
  isDiscounted: boolean;
  regularPriceIncVatFormatted?: string | null;
  sellingPriceIncVatFormatted?: string | null;
  regularPriceExVatFormatted?: string | null;
  sellingPriceExVatFormatted?: string | null;
}

/**
 * The fields `Price` draws, or null when the API's price lacks one of the four formatted prices
 * (spec section 3): then no price shows at all, rather than half of one.
 */
export function displayablePrice(price: ApiPrice | null | undefined): PriceFields | null {
  if (!price) return null;
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
    return null;
  return {
    isDiscounted,
    regularPriceIncVatFormatted,
    sellingPriceIncVatFormatted,
    regularPriceExVatFormatted,
    sellingPriceExVatFormatted,
  };
}

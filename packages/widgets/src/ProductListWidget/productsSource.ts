/** The product fields a product list draws: the shape of the products query's product. */
export interface ProductCardData {
  productId: number;
  name?: string | null;
  alias: string;
  canonicalUrl?: string | null;
  images?: readonly (string | null)[] | null;
  brand?: { name?: string | null } | null;
  unitPrice?: {
    isDiscounted: boolean;
    sellingPriceIncVatFormatted?: string | null;
    regularPriceIncVatFormatted?: string | null;
    sellingPriceExVatFormatted?: string | null;
    regularPriceExVatFormatted?: string | null;
  } | null;
}

export const productSorts = [
  'NONE',
  'PRICE',
  'PRICE_DESC',
  'MOST_SOLD',
  'VOTES',
  'BRAND',
  'LATEST',
  'RELEVANCE',
  'ALPHABETICAL',
  'ALPHABETICAL_DESC',
  'AVAILABLE_STOCK',
  'AVAILABLE_STOCK_DESC',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** The products query's arguments a product list can set (the API's FilterInputType and list aliases). */
export interface ProductsRequest {
  take: number;
  categoryAlias?: string;
  brandAlias?: string;
  discountCampaignAlias?: string;
  filter: {
    searchText?: string;
    categoryIds?: number[];
    brandIds?: number[];
    facets?: string[];
    productIds?: number[];
    sort?: ProductSort;
  };
}

export interface ProductsState {
  products: readonly ProductCardData[];
  loading: boolean;
  error?: { message: string };
}

/**
 * A React hook that loads products. The default runs the data package's products query; the app
 * can supply another (a search service, fixtures in tests). `skip` is true until the list nears
 * the viewport: no request is made before that.
 */
export type ProductsSource = (
  request: ProductsRequest,
  options: { skip: boolean },
) => ProductsState;

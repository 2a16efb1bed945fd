import type {
  FilterInputType,
  ProductCardFragment,
  ProductsQueryVariables,
  SortType,
} from '@hemma/data';

/** Every sort the products query takes: a sort the API adds or drops is a type error here. */
const sortTypes: Record<SortType, true> = {
  NONE: true,
  PRICE: true,
  PRICE_DESC: true,
  MOST_SOLD: true,
  VOTES: true,
  BRAND: true,
  LATEST: true,
  RELEVANCE: true,
  ALPHABETICAL: true,
  ALPHABETICAL_DESC: true,
  AVAILABLE_STOCK: true,
  AVAILABLE_STOCK_DESC: true,
};

/** The API's sorts, for the configuration schemas that name one. */
export const productSorts = Object.keys(sortTypes) as [SortType, ...SortType[]];

/** The products query's arguments a product list sets; the data package's client adds the channel. */
export type ProductsRequest = Pick<
  ProductsQueryVariables,
  'categoryAlias' | 'brandAlias' | 'discountCampaignAlias'
> & {
  take: number;
  filter: FilterInputType;
};

export interface ProductsState {
  /** The products query's products (data's ProductCard fragment). */
  products: readonly ProductCardFragment[];
  loading: boolean;
  error?: { message: string };
}

/**
 * A React hook that loads products. The default runs the data package's products query; the app
 * can supply another (a search service, recorded answers in tests). `skip` is true until the list
 * nears the viewport: no request is made before that.
 */
export type ProductsSource = (
  request: ProductsRequest,
  options: { skip: boolean },
) => ProductsState;

/**
 * The documents that code outside an ApolloProvider runs (see operationDocuments): a list of its
 * own, because a dynamically imported module is kept whole, and the whole generated module would
 * then also come with every page that imports one of its documents directly (account, checkout).
 */
export {
  AddToCartDocument,
  CreateOrUpdateCheckoutDocument,
  GetCartDocument,
  GetMenuAtLocationDocument,
  MonitorProductAvailabilityDocument,
  PlaceOrderDocument,
  PostProductReviewDocument,
  ProductsDocument,
  SearchSuggestionsDocument,
  SetCartPromoCodeDocument,
  SubscribeToNewsletterDocument,
  UpdateCartItemDocument,
} from '../generated/graphql';

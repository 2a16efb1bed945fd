import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../resolvers/graphqlContext';
import type { Resolvable } from '../resolvers/resolvable';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date and time. */
  DateTime: { input: string; output: string; }
  /** A decimal amount, serialized as a JSON number. */
  Decimal: { input: number; output: number; }
  /** A GUID (8-4-4-4-12 hexadecimal digits), serialized as a string. */
  Guid: { input: string; output: string; }
  /** A 64-bit integer, serialized as a JSON number. */
  Long: { input: number; output: number; }
};

export type AddressInputType = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  addressLine3?: InputMaybe<Scalars['String']['input']>;
  careOf?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  entryCode?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type AddressType = {
  __typename?: 'AddressType';
  addressLine1: Scalars['String']['output'];
  addressLine2: Scalars['String']['output'];
  addressLine3: Scalars['String']['output'];
  careOf: Scalars['String']['output'];
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  country: Scalars['String']['output'];
  entryCode: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type AlternativeUrlType = {
  __typename?: 'AlternativeUrlType';
  channelId: Scalars['String']['output'];
  country?: Maybe<Scalars['String']['output']>;
  culture: Scalars['String']['output'];
  language: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type BalanceType = {
  __typename?: 'BalanceType';
  pending: Scalars['Decimal']['output'];
  pendingFormatted?: Maybe<Scalars['String']['output']>;
  remaining: Scalars['Decimal']['output'];
  remainingFormatted?: Maybe<Scalars['String']['output']>;
  totalSellingPriceExBalanceExVat: Scalars['Decimal']['output'];
  totalSellingPriceExBalanceExVatFormatted?: Maybe<Scalars['String']['output']>;
  totalSellingPriceExBalanceIncVat: Scalars['Decimal']['output'];
  totalSellingPriceExBalanceIncVatFormatted?: Maybe<Scalars['String']['output']>;
};

export type BrandListType = {
  __typename?: 'BrandListType';
  alias?: Maybe<Scalars['String']['output']>;
  alternativeUrls?: Maybe<Array<Maybe<AlternativeUrlType>>>;
  backgroundImage?: Maybe<Scalars['String']['output']>;
  brandId: Scalars['Int']['output'];
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  primaryImage?: Maybe<Scalars['String']['output']>;
  secondaryDescription?: Maybe<Scalars['String']['output']>;
};

export type BrandType = {
  __typename?: 'BrandType';
  alias?: Maybe<Scalars['String']['output']>;
  alternativeUrls?: Maybe<Array<Maybe<AlternativeUrlType>>>;
  brandId: Scalars['Int']['output'];
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type BreadcrumbType = {
  __typename?: 'BreadcrumbType';
  categoryId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentCategoryId: Scalars['Int']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type CampaignPriceType = {
  __typename?: 'CampaignPriceType';
  discount: Scalars['Decimal']['output'];
  discountPercentage: Scalars['Decimal']['output'];
  price?: Maybe<PriceType>;
  quantity: Scalars['Int']['output'];
};

export type CampaignRuleType = {
  __typename?: 'CampaignRuleType';
  action?: Maybe<Scalars['String']['output']>;
  actionValue?: Maybe<Scalars['String']['output']>;
  campaignId: Scalars['String']['output'];
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Scalars['String']['output']>;
  hideTitle?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  ruleType?: Maybe<Scalars['String']['output']>;
};

export type CampaignType = {
  __typename?: 'CampaignType';
  appliedCampaigns?: Maybe<Array<Maybe<CampaignRuleType>>>;
  prices?: Maybe<Array<Maybe<CampaignPriceType>>>;
};

export type CartFeesType = {
  __typename?: 'CartFeesType';
  paymentFeeExVat: Scalars['Decimal']['output'];
  paymentFeeIncVat: Scalars['Decimal']['output'];
  shippingFeeExVat: Scalars['Decimal']['output'];
  shippingFeeIncVat: Scalars['Decimal']['output'];
};

export type CartGroupInputType = {
  groupKey?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
};

export type CartItemInputType = {
  /** The package group of a line; no line belongs to one here. */
  groupKey?: InputMaybe<Scalars['ID']['input']>;
  /** The id of an existing cart line. */
  id?: InputMaybe<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  skuId?: InputMaybe<Scalars['Int']['input']>;
};

export type CartItemType = {
  __typename?: 'CartItemType';
  campaign?: Maybe<CampaignType>;
  groupKey?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isCampaignFreeGift: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
  product?: Maybe<ProductType>;
  productPackage?: Maybe<ProductPackageCartItemType>;
  quantity: Scalars['Int']['output'];
  skuId: Scalars['Int']['output'];
  totalPrice?: Maybe<PriceType>;
  unitPrice?: Maybe<PriceType>;
};

export type CartSummaryType = {
  __typename?: 'CartSummaryType';
  /** Account balances do not exist here: nothing remains or is pending, and the totals equal the cart's. */
  balance?: Maybe<BalanceType>;
  fees?: Maybe<CartFeesType>;
  fixedAmountDiscountExVat: Scalars['Decimal']['output'];
  fixedAmountDiscountIncVat: Scalars['Decimal']['output'];
  payment?: Maybe<PaymentOptionType>;
  shipping?: Maybe<ShippingOptionType>;
  subTotal?: Maybe<PriceType>;
  total?: Maybe<PriceType>;
  vats?: Maybe<Array<Maybe<VatGroupType>>>;
};

export type CartType = {
  __typename?: 'CartType';
  appliedCampaigns?: Maybe<Array<Maybe<CampaignRuleType>>>;
  fixedDiscount: Scalars['Decimal']['output'];
  freeShipping: Scalars['Boolean']['output'];
  id?: Maybe<Scalars['String']['output']>;
  isCompleted: Scalars['Boolean']['output'];
  items?: Maybe<Array<Maybe<CartItemType>>>;
  merchantData?: Maybe<Scalars['String']['output']>;
  promoCode?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<CartSummaryType>;
};

export type CategoryType = {
  __typename?: 'CategoryType';
  alias?: Maybe<Scalars['String']['output']>;
  alternativeUrls?: Maybe<Array<Maybe<AlternativeUrlType>>>;
  backgroundImage?: Maybe<Scalars['String']['output']>;
  canonicalUrl: Scalars['String']['output'];
  categoryId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  isHidden?: Maybe<Scalars['Boolean']['output']>;
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  parentCategoryId: Scalars['Int']['output'];
  primaryImage?: Maybe<Scalars['String']['output']>;
  secondaryDescription?: Maybe<Scalars['String']['output']>;
};

export type ChannelType = {
  __typename?: 'ChannelType';
  defaultLanguageId: Scalars['String']['output'];
  defaultMarketId: Scalars['String']['output'];
  id: Scalars['String']['output'];
  languages?: Maybe<Array<Maybe<LanguageType>>>;
  markets?: Maybe<Array<Maybe<MarketType>>>;
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CheckoutDataType = {
  __typename?: 'CheckoutDataType';
  cart?: Maybe<CartType>;
  completed?: Maybe<Scalars['Boolean']['output']>;
  htmlSnippet?: Maybe<Scalars['String']['output']>;
  newCheckoutSession: Scalars['Boolean']['output'];
  nthPurchase: Scalars['Int']['output'];
  order?: Maybe<CheckoutOrderType>;
};

export type CheckoutInputType = {
  /** Consent ids the shopper accepted; placing an order needs 'termsOfPurchase'. */
  acceptedConsents?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  billingAddress?: InputMaybe<AddressInputType>;
  checkoutUrls?: InputMaybe<CheckoutUrlsInputType>;
  customerOrderNumber?: InputMaybe<Scalars['String']['input']>;
  customerType?: InputMaybe<CustomerType>;
  desiredDeliveryDate?: InputMaybe<Scalars['DateTime']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and ignored: fees are computed here, never taken from the client. */
  externalShippingFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** Accepted and ignored: no external shipping provider here. */
  externalShippingId?: InputMaybe<Scalars['String']['input']>;
  goodsLabel?: InputMaybe<Scalars['String']['input']>;
  identityNumber?: InputMaybe<Scalars['String']['input']>;
  merchantData?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  paymentId?: InputMaybe<Scalars['Int']['input']>;
  pickupPoint?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<AddressInputType>;
  shippingId?: InputMaybe<Scalars['Int']['input']>;
  /** Accepted and ignored: the shipping option is always checked against the address. */
  skipShippingValidation?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CheckoutOrderRowType = {
  __typename?: 'CheckoutOrderRowType';
  articleNumber?: Maybe<Scalars['String']['output']>;
  brand?: Maybe<Scalars['String']['output']>;
  campaignIds?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  campaignNames?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  categories?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  currency?: Maybe<Scalars['String']['output']>;
  discountExVat: Scalars['Decimal']['output'];
  discountIncVat: Scalars['Decimal']['output'];
  discountRate: Scalars['Float']['output'];
  /** The sku's id in an external system: none here. */
  externalId?: Maybe<Scalars['String']['output']>;
  gtin?: Maybe<Scalars['String']['output']>;
  /** The sku's dimensions in millimetres and weight in grams, 0 when unknown. */
  height: Scalars['Int']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  length: Scalars['Int']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  priceExVat: Scalars['Decimal']['output'];
  priceIncVat: Scalars['Decimal']['output'];
  productId: Scalars['Int']['output'];
  /** Price lists and price campaign ids are not modelled per row here. */
  productPriceCampaignId?: Maybe<Scalars['Int']['output']>;
  productPriceListId?: Maybe<Scalars['Int']['output']>;
  productUrl?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  variant?: Maybe<Scalars['String']['output']>;
  weight: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

export type CheckoutOrderType = {
  __typename?: 'CheckoutOrderType';
  /** Paid from an account balance: balances do not exist here, so 0. */
  balance: Scalars['Decimal']['output'];
  billingAddress?: Maybe<AddressType>;
  campaignIds?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  campaignNames?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  currency?: Maybe<Scalars['String']['output']>;
  /** Customer groups do not exist here: 0. */
  customerGroupId: Scalars['Int']['output'];
  customerId: Scalars['Int']['output'];
  customerOrderNumber?: Maybe<Scalars['String']['output']>;
  /** 1 for a person, 2 for an organization. */
  customerTypeId: Scalars['Int']['output'];
  desiredDeliveryDate?: Maybe<Scalars['DateTime']['output']>;
  discountExVat: Scalars['Decimal']['output'];
  discountIncVat: Scalars['Decimal']['output'];
  /** The order id at an external payment provider: none here. */
  externalOrderId?: Maybe<Scalars['String']['output']>;
  /** Not asked for at checkout. */
  gender: GenderType;
  goodsLabel?: Maybe<Scalars['String']['output']>;
  /** Not stored: the API keeps no client IP addresses with orders. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  itemValueExVat: Scalars['Decimal']['output'];
  itemValueIncVat: Scalars['Decimal']['output'];
  languageId?: Maybe<Scalars['String']['output']>;
  marketId: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  metaData?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['String']['output']>;
  orderValueExVat: Scalars['Decimal']['output'];
  orderValueIncVat: Scalars['Decimal']['output'];
  organizationNumber?: Maybe<Scalars['String']['output']>;
  paymentFeeExVat: Scalars['Decimal']['output'];
  paymentFeeIncVat: Scalars['Decimal']['output'];
  paymentId: Scalars['Int']['output'];
  personalId?: Maybe<Scalars['String']['output']>;
  pickupPoint?: Maybe<Scalars['String']['output']>;
  promoCode?: Maybe<Scalars['String']['output']>;
  rows?: Maybe<Array<Maybe<CheckoutOrderRowType>>>;
  shippingAddress?: Maybe<AddressType>;
  shippingFeeExVat: Scalars['Decimal']['output'];
  shippingFeeIncVat: Scalars['Decimal']['output'];
  shippingId: Scalars['Int']['output'];
  status?: Maybe<Scalars['String']['output']>;
  sum: Scalars['Decimal']['output'];
  transactionId?: Maybe<Scalars['String']['output']>;
  /** Not stored with orders. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

export type CheckoutStatus =
  | 'CUSTOMER_BLACKLISTED'
  | 'OK';

export type CheckoutType = {
  __typename?: 'CheckoutType';
  billingAddress?: Maybe<AddressType>;
  cart?: Maybe<CartType>;
  checkoutStatus?: Maybe<CheckoutStatus>;
  /**
   * The consent module is retired in the Merchant API: always empty.
   * @deprecated The consent module is not supported any more.
   */
  consents?: Maybe<Array<Maybe<ConsentType>>>;
  email?: Maybe<Scalars['String']['output']>;
  identityNumber?: Maybe<Scalars['String']['output']>;
  paymentOptions?: Maybe<Array<Maybe<PaymentOptionType>>>;
  shippingAddress?: Maybe<AddressType>;
  /** Data of an external shipping provider's widget: none here. */
  shippingData?: Maybe<Scalars['String']['output']>;
  /** The shipping options for the shipping address's country and postal code (empty until both are known). */
  shippingOptions?: Maybe<Array<Maybe<ShippingOptionType>>>;
};

export type CheckoutUrlsInputType = {
  checkoutPageUrl?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  termsPageUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ConsentType = {
  __typename?: 'ConsentType';
  autoAccept: Scalars['Boolean']['output'];
  checked: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type CountryType = {
  __typename?: 'CountryType';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CurrencyType = {
  __typename?: 'CurrencyType';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  rate: Scalars['Decimal']['output'];
  symbol: Scalars['String']['output'];
};

export type CustomerType =
  | 'ORGANIZATION'
  | 'PERSON';

export type DimensionsType = {
  __typename?: 'DimensionsType';
  height: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

export type DiscountType =
  | 'EXTERNAL'
  | 'NONE'
  | 'PRICE_CAMPAIGN'
  | 'SALE_PRICE';

export type FilterCollectionType = {
  __typename?: 'FilterCollectionType';
  facets?: Maybe<Array<Maybe<FilterType>>>;
  price?: Maybe<PriceFilterType>;
};

export type FilterInputType = {
  brandIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  excludeFacets?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Facet ids to include: values of one group are OR-ed, groups are AND-ed. */
  facets?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** BY_GROUP counts each facet group as if its own selection were not made; CURRENT counts the current result. */
  filterMode?: InputMaybe<FilterMode>;
  price?: InputMaybe<PriceFilterInputType>;
  productIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  searchText?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SortType>;
};

export type FilterMode =
  | 'BY_GROUP'
  | 'CURRENT';

export type FilterType = {
  __typename?: 'FilterType';
  filterId: Scalars['String']['output'];
  group?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  type?: Maybe<Scalars['String']['output']>;
  values?: Maybe<Array<Maybe<FilterValueType>>>;
};

export type FilterValueType = {
  __typename?: 'FilterValueType';
  _id: Scalars['String']['output'];
  count: Scalars['Long']['output'];
  facetId?: Maybe<Scalars['String']['output']>;
  hidden: Scalars['Boolean']['output'];
  label?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  parentId?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type GeinsMerchantApiMutation = {
  __typename?: 'GeinsMerchantApiMutation';
  /** Adds a product package; the catalogue has no packages, so every package id answers PACKAGE_NOT_FOUND. */
  addPackageToCart?: Maybe<CartType>;
  /** Adds a quantity of a sku to a cart (added to any line of the same sku). */
  addToCart?: Maybe<CartType>;
  /** A new cart with the lines (and, unless resetPromotions, the promo code) of another cart. */
  cloneCart?: Maybe<CartType>;
  /** Sets a new password with a reset key. */
  commitReset?: Maybe<Scalars['Boolean']['output']>;
  /** Marks a cart as completed. */
  completeCart?: Maybe<CartType>;
  /** Creates or updates the checkout of a cart: addresses, shipping and payment choice. */
  createOrUpdateCheckout?: Maybe<CheckoutType>;
  /** Deletes the signed-in user. */
  deleteUser?: Maybe<Scalars['Boolean']['output']>;
  /** Asks to be told by email when a sku is back in stock. */
  monitorProductAvailability?: Maybe<Scalars['Boolean']['output']>;
  /** Places an order from a cart and its checkout. */
  placeOrder?: Maybe<PlaceOrderResponseType>;
  /** Posts a review of a product; it is shown once accepted. Needs a signed-in user. */
  postProductReview?: Maybe<Scalars['Boolean']['output']>;
  /** Sends a password reset key to the address when an account exists (always answers true for a valid address). */
  requestPasswordReset?: Maybe<Scalars['Boolean']['output']>;
  /** Stores the merchant's own data (any string) on a cart. */
  setCartMerchantData?: Maybe<CartType>;
  /** Applies a promo code to a cart; an empty code removes it. */
  setCartPromoCode?: Maybe<CartType>;
  /** Reports the shipping fee an external checkout showed: it must be the fee of a shipping option offered for the cart, which it selects (SHIPPING_FEE_NOT_OFFERED otherwise); no price is taken from the client. Answers the updated checkout. */
  setCartShippingFee?: Maybe<CheckoutType>;
  /** Subscribes an email address to the newsletter. */
  subscribeToNewsletter?: Maybe<Scalars['Boolean']['output']>;
  /** Sets the quantity of every line of a package group; no line belongs to a group here, so any key answers CART_ITEM_NOT_FOUND. */
  updateCartGroup?: Maybe<CartType>;
  /** Sets the absolute quantity of a cart line, by line id or skuId; 0 removes the line. */
  updateCartItem?: Maybe<CartType>;
  /** Updates the signed-in user; omitted or null fields are left as they are. */
  updateUser?: Maybe<UserType>;
};


export type GeinsMerchantApiMutationAddPackageToCartArgs = {
  allowExternalShippingFee?: InputMaybe<Scalars['Boolean']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  packageId: Scalars['Int']['input'];
  selections?: InputMaybe<Array<InputMaybe<ProductPackageSelectionType>>>;
};


export type GeinsMerchantApiMutationAddToCartArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  item: CartItemInputType;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationCloneCartArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  resetPromotions?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GeinsMerchantApiMutationCommitResetArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  resetKey: Scalars['String']['input'];
};


export type GeinsMerchantApiMutationCompleteCartArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationCreateOrUpdateCheckoutArgs = {
  cartId: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  checkout?: InputMaybe<CheckoutInputType>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationDeleteUserArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationMonitorProductAvailabilityArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  skuId: Scalars['Int']['input'];
};


export type GeinsMerchantApiMutationPlaceOrderArgs = {
  cartId: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  checkout: CheckoutInputType;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationPostProductReviewArgs = {
  alias: Scalars['String']['input'];
  author: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
};


export type GeinsMerchantApiMutationRequestPasswordResetArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationSetCartMerchantDataArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  merchantData: Scalars['String']['input'];
};


export type GeinsMerchantApiMutationSetCartPromoCodeArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  promoCode: Scalars['String']['input'];
};


export type GeinsMerchantApiMutationSetCartShippingFeeArgs = {
  cartId: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  shippingFee: Scalars['Decimal']['input'];
};


export type GeinsMerchantApiMutationSubscribeToNewsletterArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type GeinsMerchantApiMutationUpdateCartGroupArgs = {
  allowExternalShippingFee?: InputMaybe<Scalars['Boolean']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  item: CartGroupInputType;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationUpdateCartItemArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  item: CartItemInputType;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiMutationUpdateUserArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  user: UserInputType;
};

export type GeinsMerchantApiQuery = {
  __typename?: 'GeinsMerchantApiQuery';
  /** All brands. */
  brands?: Maybe<Array<Maybe<BrandListType>>>;
  /** Categories, optionally only those under one parent ('0' selects the root level). */
  categories?: Maybe<Array<Maybe<CategoryType>>>;
  /** One category by alias or categoryId (categoryId wins when both are given). */
  category?: Maybe<CategoryType>;
  /** One sales channel with its markets and languages. */
  channel?: Maybe<ChannelType>;
  /** All sales channels. */
  channels?: Maybe<Array<Maybe<ChannelType>>>;
  /**
   * The confirmation data of a placed order (id is the order's public id, which alone is enough, as in
   * the Merchant API). A query that names cartId gets the confirmation page's stricter rule: the order
   * shows only to that cart or to its owner's token (cartId null: the owner only).
   */
  checkout?: Maybe<CheckoutDataType>;
  /** Content pages, filtered by tags. */
  cmsPages?: Maybe<Array<Maybe<PageWidgetPageType>>>;
  /**
   * A cart by id; an empty or unknown id creates a new cart. Carts are recomputed on every read, so
   * forceRefresh changes nothing here; allowExternalShippingFee is accepted for compatibility (no
   * external shipping provider sets fees here).
   */
  getCart?: Maybe<CartType>;
  /** The menu at a location id (main-desktop, main-mobile, top-bar, footer-first and so on). */
  getMenuAtLocation?: Maybe<MenuType>;
  /** One of the signed-in user's orders. */
  getOrder?: Maybe<OrderType>;
  /**
   * An order by its public id (the random v4 GUID placeOrder answers), for whoever holds it, as in the
   * Merchant API; an unknown id is NOT_FOUND.
   */
  getOrderPublic?: Maybe<OrderType>;
  /** The signed-in user's orders. */
  getOrders?: Maybe<Array<Maybe<OrderType>>>;
  /** The signed-in user. */
  getUser?: Maybe<UserType>;
  /** The page information of a list page (category, brand, discount campaign or search) by alias or url. */
  listPageInfo?: Maybe<PageInfoType>;
  /** One product by alias or productId (productId wins when both are given). */
  product?: Maybe<ProductType>;
  /** A page of products in a list, with the total count and the facets of the whole selection. */
  products?: Maybe<ProductsResultType>;
  /** The products related to a product. */
  relatedProducts?: Maybe<Array<Maybe<RelatedProductType>>>;
  /** Accepted reviews of a product, newest first. */
  reviews?: Maybe<ProductReviewResultType>;
  /** Whether an order can be placed from the cart (and, with an email, by that customer). */
  validateOrderConditions?: Maybe<ValidateOrderConditionsResponseType>;
  /**
   * Whether an order can be placed from the cart with this checkout (all of placeOrder's checks but stock taking).
   * @deprecated Use ValidateOrderConditions instead
   */
  validateOrderCreation?: Maybe<ValidateOrderCreationResponseType>;
  /** A widget area: by alias (a content page), or by family and area name (with url for list and product pages). */
  widgetArea?: Maybe<PageWidgetCollectionType>;
};


export type GeinsMerchantApiQueryBrandsArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryCategoriesArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  includeHidden?: InputMaybe<Scalars['Boolean']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  parentCategoryId?: InputMaybe<Scalars['Int']['input']>;
};


export type GeinsMerchantApiQueryCategoryArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryChannelArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryCheckoutArgs = {
  cartId?: InputMaybe<Scalars['String']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  paymentType: PaymentType;
};


export type GeinsMerchantApiQueryCmsPagesArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  excludeTags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  includeTags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryGetCartArgs = {
  allowExternalShippingFee?: InputMaybe<Scalars['Boolean']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  forceRefresh?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  includeCompleted?: InputMaybe<Scalars['Boolean']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryGetMenuAtLocationArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  menuLocationId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryGetOrderArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['Int']['input'];
};


export type GeinsMerchantApiQueryGetOrderPublicArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  publicOrderId: Scalars['Guid']['input'];
};


export type GeinsMerchantApiQueryGetOrdersArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryGetUserArgs = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryListPageInfoArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryProductArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['Int']['input']>;
};


export type GeinsMerchantApiQueryProductsArgs = {
  brandAlias?: InputMaybe<Scalars['String']['input']>;
  categoryAlias?: InputMaybe<Scalars['String']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  discountCampaignAlias?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FilterInputType>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryRelatedProductsArgs = {
  alias: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryReviewsArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type GeinsMerchantApiQueryValidateOrderConditionsArgs = {
  cartId: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryValidateOrderCreationArgs = {
  cartId: Scalars['String']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  checkout: CheckoutInputType;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
};


export type GeinsMerchantApiQueryWidgetAreaArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  areaName?: InputMaybe<Scalars['String']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  customerType?: InputMaybe<CustomerType>;
  displaySetting?: InputMaybe<Scalars['String']['input']>;
  family?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<InputMaybe<PageWidgetCollectionFilterInputType>>>;
  languageId?: InputMaybe<Scalars['String']['input']>;
  marketId?: InputMaybe<Scalars['String']['input']>;
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type Gender =
  | 'MAN'
  | 'UNSET'
  | 'UNSPECIFIED'
  | 'WOMAN';

export type GenderType =
  | 'FEMALE'
  | 'MALE'
  | 'UNKNOWN';

export type LanguageType = {
  __typename?: 'LanguageType';
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type LowestPriceType = {
  __typename?: 'LowestPriceType';
  comparisonPriceExVat: Scalars['Decimal']['output'];
  comparisonPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  comparisonPriceIncVat: Scalars['Decimal']['output'];
  comparisonPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  discountExVat: Scalars['Decimal']['output'];
  discountExVatFormatted?: Maybe<Scalars['String']['output']>;
  discountIncVat: Scalars['Decimal']['output'];
  discountIncVatFormatted?: Maybe<Scalars['String']['output']>;
  discountPercentage: Scalars['Int']['output'];
  isDiscounted: Scalars['Boolean']['output'];
  lowestPriceExVat: Scalars['Decimal']['output'];
  lowestPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  lowestPriceIncVat: Scalars['Decimal']['output'];
  lowestPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  sellingPriceExVat: Scalars['Decimal']['output'];
  sellingPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  sellingPriceIncVat: Scalars['Decimal']['output'];
  sellingPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  vat: Scalars['Decimal']['output'];
  vatFormatted?: Maybe<Scalars['String']['output']>;
};

export type MarketType = {
  __typename?: 'MarketType';
  alias?: Maybe<Scalars['String']['output']>;
  allowedLanguages?: Maybe<Array<Maybe<LanguageType>>>;
  country?: Maybe<CountryType>;
  currency?: Maybe<CurrencyType>;
  defaultLanguageId: Scalars['String']['output'];
  /** Scandinavia, Europe or Markets. */
  groupKey: Scalars['String']['output'];
  id: Scalars['String']['output'];
  onlyDisplayInCheckout?: Maybe<Scalars['Boolean']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
};

export type MenuItemType = {
  __typename?: 'MenuItemType';
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  children?: Maybe<Array<Maybe<MenuItemType>>>;
  hidden: Scalars['Boolean']['output'];
  id: Scalars['String']['output'];
  label?: Maybe<Scalars['String']['output']>;
  open: Scalars['Boolean']['output'];
  order: Scalars['Int']['output'];
  targetBlank: Scalars['Boolean']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** custom, page, category, brand or product. */
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MenuType = {
  __typename?: 'MenuType';
  channels?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  id: Scalars['String']['output'];
  languages?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  locations?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  menuItems?: Maybe<Array<Maybe<MenuItemType>>>;
  name?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type MetadataType = {
  __typename?: 'MetadataType';
  description?: Maybe<Scalars['String']['output']>;
  keywords?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type OrderType = {
  __typename?: 'OrderType';
  billingAddress?: Maybe<AddressType>;
  cart?: Maybe<CartType>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['Int']['output']>;
  customerOrderNumber?: Maybe<Scalars['String']['output']>;
  desiredDeliveryDate?: Maybe<Scalars['DateTime']['output']>;
  discount?: Maybe<PriceType>;
  fromBalance: Scalars['Decimal']['output'];
  fromBalanceFormatted?: Maybe<Scalars['String']['output']>;
  goodsLabel?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['Int']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  orderTotal?: Maybe<PriceType>;
  paymentDetails?: Maybe<Array<Maybe<PaymentDetailsType>>>;
  paymentFee?: Maybe<PriceType>;
  publicId: Scalars['ID']['output'];
  /** Refunds are not modelled here: always empty. */
  refunds?: Maybe<Array<Maybe<RefundType>>>;
  shippingAddress?: Maybe<AddressType>;
  shippingDetails?: Maybe<Array<Maybe<ShippingDetailType>>>;
  shippingFee?: Maybe<PriceType>;
  /** received, processing, completed or cancelled. */
  status: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  vat?: Maybe<PriceType>;
};

export type PageAreaType = {
  __typename?: 'PageAreaType';
  id: Scalars['Int']['output'];
  index: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type PageInfoType = {
  __typename?: 'PageInfoType';
  alias: Scalars['String']['output'];
  alternativeUrls?: Maybe<Array<Maybe<AlternativeUrlType>>>;
  backgroundImage?: Maybe<Scalars['String']['output']>;
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  hideDescription: Scalars['Boolean']['output'];
  hideTitle: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  meta?: Maybe<MetadataType>;
  name: Scalars['String']['output'];
  primaryDescription?: Maybe<Scalars['String']['output']>;
  primaryImage?: Maybe<Scalars['String']['output']>;
  secondaryDescription?: Maybe<Scalars['String']['output']>;
  subCategories?: Maybe<Array<Maybe<CategoryType>>>;
};

export type PageWidgetCollectionFilterInputType = {
  key?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type PageWidgetCollectionType = {
  __typename?: 'PageWidgetCollectionType';
  containers?: Maybe<Array<Maybe<PageWidgetContainerType>>>;
  familyName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  meta?: Maybe<MetadataType>;
  name: Scalars['String']['output'];
  pageArea?: Maybe<PageAreaType>;
  tags?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  title?: Maybe<Scalars['String']['output']>;
};

export type PageWidgetContainerType = {
  __typename?: 'PageWidgetContainerType';
  classNames?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  design: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  layout: Scalars['String']['output'];
  name: Scalars['String']['output'];
  responsiveMode: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  widgets?: Maybe<Array<Maybe<PageWidgetType>>>;
};

export type PageWidgetImageSizeType = {
  __typename?: 'PageWidgetImageSizeType';
  imageHeight: Scalars['Int']['output'];
  imageRatio: Scalars['Float']['output'];
  imageWidth: Scalars['Int']['output'];
};

export type PageWidgetImageType = {
  __typename?: 'PageWidgetImageType';
  fileName: Scalars['String']['output'];
  largestSize?: Maybe<PageWidgetImageSizeType>;
  sizes?: Maybe<Array<Maybe<PageWidgetImageSizeType>>>;
};

export type PageWidgetPageType = {
  __typename?: 'PageWidgetPageType';
  activeFrom?: Maybe<Scalars['DateTime']['output']>;
  activeTo?: Maybe<Scalars['DateTime']['output']>;
  alias?: Maybe<Scalars['String']['output']>;
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  meta?: Maybe<MetadataType>;
  name: Scalars['String']['output'];
  tags?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  title?: Maybe<Scalars['String']['output']>;
};

export type PageWidgetType = {
  __typename?: 'PageWidgetType';
  classNames?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The widget's settings as a JSON string. */
  configuration: Scalars['String']['output'];
  id: Scalars['String']['output'];
  images?: Maybe<Array<Maybe<PageWidgetImageType>>>;
  name: Scalars['String']['output'];
  size: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

export type ParameterGroupType = {
  __typename?: 'ParameterGroupType';
  name: Scalars['String']['output'];
  order?: Maybe<Scalars['Int']['output']>;
  parameterGroupId?: Maybe<Scalars['Int']['output']>;
  parameters?: Maybe<Array<Maybe<ParameterType>>>;
  productId: Scalars['Int']['output'];
};

export type ParameterType = {
  __typename?: 'ParameterType';
  description?: Maybe<Scalars['String']['output']>;
  facetId?: Maybe<Scalars['String']['output']>;
  identifier?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  parameterGroupId: Scalars['Int']['output'];
  parameterId: Scalars['Int']['output'];
  parameterValueId?: Maybe<Scalars['Int']['output']>;
  show: Scalars['Boolean']['output'];
  showFilter: Scalars['Boolean']['output'];
  type?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type PaymentCheckout =
  | 'EXTERNAL'
  | 'GEINS_PAY'
  | 'STANDARD';

export type PaymentDetailsType = {
  __typename?: 'PaymentDetailsType';
  displayName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isPaid: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  paymentDate?: Maybe<Scalars['DateTime']['output']>;
  paymentFee: Scalars['Float']['output'];
  paymentId: Scalars['Int']['output'];
  paymentOption?: Maybe<Scalars['String']['output']>;
  reservationDate: Scalars['DateTime']['output'];
  reservationNumber?: Maybe<Scalars['String']['output']>;
  shippingFee: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  transactionId: Scalars['String']['output'];
};

export type PaymentOptionType = {
  __typename?: 'PaymentOptionType';
  checkoutType?: Maybe<PaymentCheckout>;
  displayName?: Maybe<Scalars['String']['output']>;
  feeExVat: Scalars['Decimal']['output'];
  feeExVatFormatted?: Maybe<Scalars['String']['output']>;
  feeIncVat: Scalars['Decimal']['output'];
  feeIncVatFormatted?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isDefault: Scalars['Boolean']['output'];
  isSelected: Scalars['Boolean']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  newCheckoutSession: Scalars['Boolean']['output'];
  paymentData?: Maybe<Scalars['String']['output']>;
  paymentType?: Maybe<PaymentType>;
};

export type PaymentType =
  | 'AVARDA'
  | 'GEINS_PAY'
  | 'KLARNA'
  | 'STANDARD'
  | 'SVEA'
  | 'WALLEY';

export type PlaceOrderResponseType = {
  __typename?: 'PlaceOrderResponseType';
  orderId?: Maybe<Scalars['String']['output']>;
  publicId?: Maybe<Scalars['String']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type PriceFilterInputType = {
  highest?: InputMaybe<Scalars['Float']['input']>;
  lowest?: InputMaybe<Scalars['Float']['input']>;
};

export type PriceFilterType = {
  __typename?: 'PriceFilterType';
  highest: Scalars['Float']['output'];
  lowest: Scalars['Float']['output'];
};

export type PriceLogItemType = {
  __typename?: 'PriceLogItemType';
  date: Scalars['String']['output'];
  discountExVat: Scalars['Decimal']['output'];
  discountExVatFormatted?: Maybe<Scalars['String']['output']>;
  discountIncVat: Scalars['Decimal']['output'];
  discountIncVatFormatted?: Maybe<Scalars['String']['output']>;
  discountPercentage: Scalars['Int']['output'];
  isDiscounted: Scalars['Boolean']['output'];
  isLowest: Scalars['Boolean']['output'];
  regularPriceExVat: Scalars['Decimal']['output'];
  regularPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  regularPriceIncVat: Scalars['Decimal']['output'];
  regularPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  sellingPriceExVat: Scalars['Decimal']['output'];
  sellingPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  sellingPriceIncVat: Scalars['Decimal']['output'];
  sellingPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  vat: Scalars['Decimal']['output'];
  vatFormatted?: Maybe<Scalars['String']['output']>;
};

export type PriceType = {
  __typename?: 'PriceType';
  currency?: Maybe<CurrencyType>;
  discountExVat: Scalars['Decimal']['output'];
  discountExVatFormatted?: Maybe<Scalars['String']['output']>;
  discountIncVat: Scalars['Decimal']['output'];
  discountIncVatFormatted?: Maybe<Scalars['String']['output']>;
  discountPercentage: Scalars['Int']['output'];
  isDiscounted: Scalars['Boolean']['output'];
  regularPriceExVat: Scalars['Decimal']['output'];
  regularPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  regularPriceIncVat: Scalars['Decimal']['output'];
  regularPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  sellingPriceExVat: Scalars['Decimal']['output'];
  sellingPriceExVatFormatted?: Maybe<Scalars['String']['output']>;
  sellingPriceIncVat: Scalars['Decimal']['output'];
  sellingPriceIncVatFormatted?: Maybe<Scalars['String']['output']>;
  vat: Scalars['Decimal']['output'];
  vatFormatted?: Maybe<Scalars['String']['output']>;
};

export type ProductImageType = {
  __typename?: 'ProductImageType';
  fileName: Scalars['String']['output'];
  tags?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
};

/** The package a cart line was added from (never set here: the catalogue has no packages). */
export type ProductPackageCartItemType = {
  __typename?: 'ProductPackageCartItemType';
  groupId: Scalars['Int']['output'];
  optionId: Scalars['Int']['output'];
  packageId: Scalars['Int']['output'];
  packageName: Scalars['String']['output'];
};

export type ProductPackageSelectionType = {
  groupId: Scalars['Int']['input'];
  optionId: Scalars['Int']['input'];
  skuId: Scalars['Int']['input'];
};

export type ProductReviewResultType = {
  __typename?: 'ProductReviewResultType';
  averageRating: Scalars['Float']['output'];
  count: Scalars['Long']['output'];
  reviews?: Maybe<Array<Maybe<ProductReviewType>>>;
};

export type ProductReviewType = {
  __typename?: 'ProductReviewType';
  author: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
  reviewDate: Scalars['DateTime']['output'];
};

export type ProductTextsType = {
  __typename?: 'ProductTextsType';
  /** Long description. */
  text1?: Maybe<Scalars['String']['output']>;
  /** Short description. */
  text2?: Maybe<Scalars['String']['output']>;
  /** Care and material notes. */
  text3?: Maybe<Scalars['String']['output']>;
};

export type ProductType = {
  __typename?: 'ProductType';
  alias: Scalars['String']['output'];
  alternativeUrls?: Maybe<Array<Maybe<AlternativeUrlType>>>;
  articleNumber?: Maybe<Scalars['String']['output']>;
  brand?: Maybe<BrandType>;
  breadcrumbs?: Maybe<Array<Maybe<BreadcrumbType>>>;
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  categories?: Maybe<Array<Maybe<CategoryType>>>;
  categoryId: Scalars['Int']['output'];
  currentProductVariant?: Maybe<VariantType>;
  dimensions?: Maybe<DimensionsType>;
  discountCampaigns?: Maybe<Array<Maybe<CampaignRuleType>>>;
  discountType?: Maybe<DiscountType>;
  firstAvailableOn?: Maybe<Scalars['String']['output']>;
  /** Image file names; serve them from /images/product/{width}/{fileName}. */
  images?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The EU price indication: the lowest selling price of the 30 days before the current price reduction; without one, of the previous 30 days. */
  lowestPrice?: Maybe<LowestPriceType>;
  meta?: Maybe<MetadataType>;
  name?: Maybe<Scalars['String']['output']>;
  parameterGroups?: Maybe<Array<Maybe<ParameterGroupType>>>;
  /** Daily selling prices of the previous 30 days, oldest first. */
  priceLog?: Maybe<Array<Maybe<PriceLogItemType>>>;
  primaryCategory?: Maybe<CategoryType>;
  productId: Scalars['Int']['output'];
  productImages?: Maybe<Array<Maybe<ProductImageType>>>;
  rating?: Maybe<RatingType>;
  skus?: Maybe<Array<Maybe<SkuType>>>;
  texts?: Maybe<ProductTextsType>;
  totalStock?: Maybe<StockType>;
  unitPrice?: Maybe<PriceType>;
  variantDimensions?: Maybe<Array<Maybe<VariantDimensionType>>>;
  variantGroup?: Maybe<VariantGroupType>;
  weight: Scalars['Int']['output'];
};

export type ProductsResultType = {
  __typename?: 'ProductsResultType';
  count: Scalars['Long']['output'];
  filters?: Maybe<FilterCollectionType>;
  products?: Maybe<Array<Maybe<ProductType>>>;
};

export type RatingType = {
  __typename?: 'RatingType';
  score: Scalars['Decimal']['output'];
  voteCount: Scalars['Int']['output'];
};

export type RefundType = {
  __typename?: 'RefundType';
  articleNumber?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  itemId: Scalars['Int']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  reasonCode?: Maybe<Scalars['Int']['output']>;
  refundType?: Maybe<Scalars['String']['output']>;
  toBalance: Scalars['Boolean']['output'];
  total: Scalars['Float']['output'];
  vat: Scalars['Float']['output'];
};

export type RelatedProductType = {
  __typename?: 'RelatedProductType';
  alias: Scalars['String']['output'];
  brand?: Maybe<BrandType>;
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  discountCampaigns?: Maybe<Array<Maybe<CampaignRuleType>>>;
  images?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  name?: Maybe<Scalars['String']['output']>;
  primaryCategory?: Maybe<CategoryType>;
  primaryImage?: Maybe<Scalars['String']['output']>;
  productImages?: Maybe<Array<Maybe<ProductImageType>>>;
  /** RELATED, ACCESSORIES or SIMILAR. */
  relationType: Scalars['String']['output'];
  secondaryImage?: Maybe<Scalars['String']['output']>;
  skus?: Maybe<Array<Maybe<SkuType>>>;
  unitPrice?: Maybe<PriceType>;
};

export type ShippingDetailType = {
  __typename?: 'ShippingDetailType';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parcelNumber?: Maybe<Scalars['String']['output']>;
  shippingDate?: Maybe<Scalars['DateTime']['output']>;
  shippingId: Scalars['Int']['output'];
  trackingLink?: Maybe<Scalars['String']['output']>;
};

export type ShippingOptionType = {
  __typename?: 'ShippingOptionType';
  amountLeftToFreeShipping: Scalars['Decimal']['output'];
  amountLeftToFreeShippingFormatted?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  externalId?: Maybe<Scalars['String']['output']>;
  feeExVat: Scalars['Decimal']['output'];
  feeExVatFormatted?: Maybe<Scalars['String']['output']>;
  feeIncVat: Scalars['Decimal']['output'];
  feeIncVatFormatted?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isDefault: Scalars['Boolean']['output'];
  isSelected: Scalars['Boolean']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  shippingData?: Maybe<Scalars['String']['output']>;
  subOptions?: Maybe<Array<Maybe<ShippingOptionType>>>;
};

export type SkuType = {
  __typename?: 'SkuType';
  articleNumber: Scalars['String']['output'];
  dimensions?: Maybe<DimensionsType>;
  gtin?: Maybe<Scalars['String']['output']>;
  incoming?: Maybe<Scalars['DateTime']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  productId: Scalars['Int']['output'];
  skuId: Scalars['Int']['output'];
  stock?: Maybe<StockType>;
  weight: Scalars['Int']['output'];
};

export type SortType =
  | 'ALPHABETICAL'
  | 'ALPHABETICAL_DESC'
  | 'AVAILABLE_STOCK'
  | 'AVAILABLE_STOCK_DESC'
  | 'BRAND'
  | 'LATEST'
  | 'MOST_SOLD'
  | 'NONE'
  | 'PRICE'
  | 'PRICE_DESC'
  | 'RELEVANCE'
  | 'VOTES';

export type StockType = {
  __typename?: 'StockType';
  inStock: Scalars['Int']['output'];
  incoming?: Maybe<Scalars['DateTime']['output']>;
  oversellable: Scalars['Int']['output'];
  static?: Maybe<Scalars['Int']['output']>;
  totalStock: Scalars['Int']['output'];
};

export type UserBalanceType = {
  __typename?: 'UserBalanceType';
  amount: Scalars['Decimal']['output'];
  amountFormatted?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
};

export type UserChannelType = {
  __typename?: 'UserChannelType';
  availableMarkets?: Maybe<Array<Maybe<MarketType>>>;
  channelId: Scalars['String']['output'];
};

export type UserInputType = {
  address?: InputMaybe<AddressInputType>;
  customerType?: InputMaybe<CustomerType>;
  gender?: InputMaybe<Gender>;
  metaData?: InputMaybe<Scalars['String']['input']>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  personalId?: InputMaybe<Scalars['String']['input']>;
};

export type UserType = {
  __typename?: 'UserType';
  address?: Maybe<AddressType>;
  /** Every channel, each with every market: users are not restricted to channels here. */
  availableChannels?: Maybe<Array<Maybe<UserChannelType>>>;
  balances?: Maybe<Array<Maybe<UserBalanceType>>>;
  customerType?: Maybe<CustomerType>;
  email: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  id: Scalars['Int']['output'];
  memberId: Scalars['Int']['output'];
  memberType: Scalars['String']['output'];
  metaData?: Maybe<Scalars['String']['output']>;
  newsletter?: Maybe<Scalars['Boolean']['output']>;
  personalId?: Maybe<Scalars['String']['output']>;
};

export type ValidateOrderConditionsResponseType = {
  __typename?: 'ValidateOrderConditionsResponseType';
  isValid: Scalars['Boolean']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type ValidateOrderCreationResponseType = {
  __typename?: 'ValidateOrderCreationResponseType';
  isValid: Scalars['Boolean']['output'];
  memberType?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
};

export type VariantAttributeType = {
  __typename?: 'VariantAttributeType';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type VariantDimensionType = {
  __typename?: 'VariantDimensionType';
  attributes?: Maybe<Array<Maybe<VariantAttributeType>>>;
  dimension: Scalars['String']['output'];
  group?: Maybe<Array<Maybe<VariantValueType>>>;
  label?: Maybe<Scalars['String']['output']>;
  level: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type VariantGroupType = {
  __typename?: 'VariantGroupType';
  activeProducts: Scalars['Int']['output'];
  collapseInLists: Scalars['Boolean']['output'];
  mainProductId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  variantGroupId: Scalars['Int']['output'];
  variants?: Maybe<Array<Maybe<VariantType>>>;
};

export type VariantType = {
  __typename?: 'VariantType';
  alias?: Maybe<Scalars['String']['output']>;
  attributes?: Maybe<Array<Maybe<VariantAttributeType>>>;
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  dimension: Scalars['String']['output'];
  incoming?: Maybe<Scalars['DateTime']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  level: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
  primaryImage?: Maybe<Scalars['String']['output']>;
  productId: Scalars['Int']['output'];
  skuId?: Maybe<Scalars['Int']['output']>;
  stock?: Maybe<StockType>;
  type: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
  variants?: Maybe<Array<Maybe<VariantType>>>;
};

export type VariantValueType = {
  __typename?: 'VariantValueType';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type VatGroupType = {
  __typename?: 'VatGroupType';
  amount: Scalars['Decimal']['output'];
  rate: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddressInputType: ResolverTypeWrapper<Resolvable<AddressInputType>>;
  AddressType: ResolverTypeWrapper<Resolvable<AddressType>>;
  AlternativeUrlType: ResolverTypeWrapper<Resolvable<AlternativeUrlType>>;
  BalanceType: ResolverTypeWrapper<Resolvable<BalanceType>>;
  Boolean: ResolverTypeWrapper<Resolvable<Scalars['Boolean']['output']>>;
  BrandListType: ResolverTypeWrapper<Resolvable<BrandListType>>;
  BrandType: ResolverTypeWrapper<Resolvable<BrandType>>;
  BreadcrumbType: ResolverTypeWrapper<Resolvable<BreadcrumbType>>;
  CampaignPriceType: ResolverTypeWrapper<Resolvable<CampaignPriceType>>;
  CampaignRuleType: ResolverTypeWrapper<Resolvable<CampaignRuleType>>;
  CampaignType: ResolverTypeWrapper<Resolvable<CampaignType>>;
  CartFeesType: ResolverTypeWrapper<Resolvable<CartFeesType>>;
  CartGroupInputType: ResolverTypeWrapper<Resolvable<CartGroupInputType>>;
  CartItemInputType: ResolverTypeWrapper<Resolvable<CartItemInputType>>;
  CartItemType: ResolverTypeWrapper<Resolvable<CartItemType>>;
  CartSummaryType: ResolverTypeWrapper<Resolvable<CartSummaryType>>;
  CartType: ResolverTypeWrapper<Resolvable<CartType>>;
  CategoryType: ResolverTypeWrapper<Resolvable<CategoryType>>;
  ChannelType: ResolverTypeWrapper<Resolvable<ChannelType>>;
  CheckoutDataType: ResolverTypeWrapper<Resolvable<CheckoutDataType>>;
  CheckoutInputType: ResolverTypeWrapper<Resolvable<CheckoutInputType>>;
  CheckoutOrderRowType: ResolverTypeWrapper<Resolvable<CheckoutOrderRowType>>;
  CheckoutOrderType: ResolverTypeWrapper<Resolvable<CheckoutOrderType>>;
  CheckoutStatus: ResolverTypeWrapper<Resolvable<CheckoutStatus>>;
  CheckoutType: ResolverTypeWrapper<Resolvable<CheckoutType>>;
  CheckoutUrlsInputType: ResolverTypeWrapper<Resolvable<CheckoutUrlsInputType>>;
  ConsentType: ResolverTypeWrapper<Resolvable<ConsentType>>;
  CountryType: ResolverTypeWrapper<Resolvable<CountryType>>;
  CurrencyType: ResolverTypeWrapper<Resolvable<CurrencyType>>;
  CustomerType: ResolverTypeWrapper<Resolvable<CustomerType>>;
  DateTime: ResolverTypeWrapper<Resolvable<Scalars['DateTime']['output']>>;
  Decimal: ResolverTypeWrapper<Resolvable<Scalars['Decimal']['output']>>;
  DimensionsType: ResolverTypeWrapper<Resolvable<DimensionsType>>;
  DiscountType: ResolverTypeWrapper<Resolvable<DiscountType>>;
  FilterCollectionType: ResolverTypeWrapper<Resolvable<FilterCollectionType>>;
  FilterInputType: ResolverTypeWrapper<Resolvable<FilterInputType>>;
  FilterMode: ResolverTypeWrapper<Resolvable<FilterMode>>;
  FilterType: ResolverTypeWrapper<Resolvable<FilterType>>;
  FilterValueType: ResolverTypeWrapper<Resolvable<FilterValueType>>;
  Float: ResolverTypeWrapper<Resolvable<Scalars['Float']['output']>>;
  GeinsMerchantApiMutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  GeinsMerchantApiQuery: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Gender: ResolverTypeWrapper<Resolvable<Gender>>;
  GenderType: ResolverTypeWrapper<Resolvable<GenderType>>;
  Guid: ResolverTypeWrapper<Resolvable<Scalars['Guid']['output']>>;
  ID: ResolverTypeWrapper<Resolvable<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Resolvable<Scalars['Int']['output']>>;
  LanguageType: ResolverTypeWrapper<Resolvable<LanguageType>>;
  Long: ResolverTypeWrapper<Resolvable<Scalars['Long']['output']>>;
  LowestPriceType: ResolverTypeWrapper<Resolvable<LowestPriceType>>;
  MarketType: ResolverTypeWrapper<Resolvable<MarketType>>;
  MenuItemType: ResolverTypeWrapper<Resolvable<MenuItemType>>;
  MenuType: ResolverTypeWrapper<Resolvable<MenuType>>;
  MetadataType: ResolverTypeWrapper<Resolvable<MetadataType>>;
  OrderType: ResolverTypeWrapper<Resolvable<OrderType>>;
  PageAreaType: ResolverTypeWrapper<Resolvable<PageAreaType>>;
  PageInfoType: ResolverTypeWrapper<Resolvable<PageInfoType>>;
  PageWidgetCollectionFilterInputType: ResolverTypeWrapper<Resolvable<PageWidgetCollectionFilterInputType>>;
  PageWidgetCollectionType: ResolverTypeWrapper<Resolvable<PageWidgetCollectionType>>;
  PageWidgetContainerType: ResolverTypeWrapper<Resolvable<PageWidgetContainerType>>;
  PageWidgetImageSizeType: ResolverTypeWrapper<Resolvable<PageWidgetImageSizeType>>;
  PageWidgetImageType: ResolverTypeWrapper<Resolvable<PageWidgetImageType>>;
  PageWidgetPageType: ResolverTypeWrapper<Resolvable<PageWidgetPageType>>;
  PageWidgetType: ResolverTypeWrapper<Resolvable<PageWidgetType>>;
  ParameterGroupType: ResolverTypeWrapper<Resolvable<ParameterGroupType>>;
  ParameterType: ResolverTypeWrapper<Resolvable<ParameterType>>;
  PaymentCheckout: ResolverTypeWrapper<Resolvable<PaymentCheckout>>;
  PaymentDetailsType: ResolverTypeWrapper<Resolvable<PaymentDetailsType>>;
  PaymentOptionType: ResolverTypeWrapper<Resolvable<PaymentOptionType>>;
  PaymentType: ResolverTypeWrapper<Resolvable<PaymentType>>;
  PlaceOrderResponseType: ResolverTypeWrapper<Resolvable<PlaceOrderResponseType>>;
  PriceFilterInputType: ResolverTypeWrapper<Resolvable<PriceFilterInputType>>;
  PriceFilterType: ResolverTypeWrapper<Resolvable<PriceFilterType>>;
  PriceLogItemType: ResolverTypeWrapper<Resolvable<PriceLogItemType>>;
  PriceType: ResolverTypeWrapper<Resolvable<PriceType>>;
  ProductImageType: ResolverTypeWrapper<Resolvable<ProductImageType>>;
  ProductPackageCartItemType: ResolverTypeWrapper<Resolvable<ProductPackageCartItemType>>;
  ProductPackageSelectionType: ResolverTypeWrapper<Resolvable<ProductPackageSelectionType>>;
  ProductReviewResultType: ResolverTypeWrapper<Resolvable<ProductReviewResultType>>;
  ProductReviewType: ResolverTypeWrapper<Resolvable<ProductReviewType>>;
  ProductTextsType: ResolverTypeWrapper<Resolvable<ProductTextsType>>;
  ProductType: ResolverTypeWrapper<Resolvable<ProductType>>;
  ProductsResultType: ResolverTypeWrapper<Resolvable<ProductsResultType>>;
  RatingType: ResolverTypeWrapper<Resolvable<RatingType>>;
  RefundType: ResolverTypeWrapper<Resolvable<RefundType>>;
  RelatedProductType: ResolverTypeWrapper<Resolvable<RelatedProductType>>;
  ShippingDetailType: ResolverTypeWrapper<Resolvable<ShippingDetailType>>;
  ShippingOptionType: ResolverTypeWrapper<Resolvable<ShippingOptionType>>;
  SkuType: ResolverTypeWrapper<Resolvable<SkuType>>;
  SortType: ResolverTypeWrapper<Resolvable<SortType>>;
  StockType: ResolverTypeWrapper<Resolvable<StockType>>;
  String: ResolverTypeWrapper<Resolvable<Scalars['String']['output']>>;
  UserBalanceType: ResolverTypeWrapper<Resolvable<UserBalanceType>>;
  UserChannelType: ResolverTypeWrapper<Resolvable<UserChannelType>>;
  UserInputType: ResolverTypeWrapper<Resolvable<UserInputType>>;
  UserType: ResolverTypeWrapper<Resolvable<UserType>>;
  ValidateOrderConditionsResponseType: ResolverTypeWrapper<Resolvable<ValidateOrderConditionsResponseType>>;
  ValidateOrderCreationResponseType: ResolverTypeWrapper<Resolvable<ValidateOrderCreationResponseType>>;
  VariantAttributeType: ResolverTypeWrapper<Resolvable<VariantAttributeType>>;
  VariantDimensionType: ResolverTypeWrapper<Resolvable<VariantDimensionType>>;
  VariantGroupType: ResolverTypeWrapper<Resolvable<VariantGroupType>>;
  VariantType: ResolverTypeWrapper<Resolvable<VariantType>>;
  VariantValueType: ResolverTypeWrapper<Resolvable<VariantValueType>>;
  VatGroupType: ResolverTypeWrapper<Resolvable<VatGroupType>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddressInputType: Resolvable<AddressInputType>;
  AddressType: Resolvable<AddressType>;
  AlternativeUrlType: Resolvable<AlternativeUrlType>;
  BalanceType: Resolvable<BalanceType>;
  Boolean: Resolvable<Scalars['Boolean']['output']>;
  BrandListType: Resolvable<BrandListType>;
  BrandType: Resolvable<BrandType>;
  BreadcrumbType: Resolvable<BreadcrumbType>;
  CampaignPriceType: Resolvable<CampaignPriceType>;
  CampaignRuleType: Resolvable<CampaignRuleType>;
  CampaignType: Resolvable<CampaignType>;
  CartFeesType: Resolvable<CartFeesType>;
  CartGroupInputType: Resolvable<CartGroupInputType>;
  CartItemInputType: Resolvable<CartItemInputType>;
  CartItemType: Resolvable<CartItemType>;
  CartSummaryType: Resolvable<CartSummaryType>;
  CartType: Resolvable<CartType>;
  CategoryType: Resolvable<CategoryType>;
  ChannelType: Resolvable<ChannelType>;
  CheckoutDataType: Resolvable<CheckoutDataType>;
  CheckoutInputType: Resolvable<CheckoutInputType>;
  CheckoutOrderRowType: Resolvable<CheckoutOrderRowType>;
  CheckoutOrderType: Resolvable<CheckoutOrderType>;
  CheckoutType: Resolvable<CheckoutType>;
  CheckoutUrlsInputType: Resolvable<CheckoutUrlsInputType>;
  ConsentType: Resolvable<ConsentType>;
  CountryType: Resolvable<CountryType>;
  CurrencyType: Resolvable<CurrencyType>;
  DateTime: Resolvable<Scalars['DateTime']['output']>;
  Decimal: Resolvable<Scalars['Decimal']['output']>;
  DimensionsType: Resolvable<DimensionsType>;
  FilterCollectionType: Resolvable<FilterCollectionType>;
  FilterInputType: Resolvable<FilterInputType>;
  FilterType: Resolvable<FilterType>;
  FilterValueType: Resolvable<FilterValueType>;
  Float: Resolvable<Scalars['Float']['output']>;
  GeinsMerchantApiMutation: Record<PropertyKey, never>;
  GeinsMerchantApiQuery: Record<PropertyKey, never>;
  Guid: Resolvable<Scalars['Guid']['output']>;
  ID: Resolvable<Scalars['ID']['output']>;
  Int: Resolvable<Scalars['Int']['output']>;
  LanguageType: Resolvable<LanguageType>;
  Long: Resolvable<Scalars['Long']['output']>;
  LowestPriceType: Resolvable<LowestPriceType>;
  MarketType: Resolvable<MarketType>;
  MenuItemType: Resolvable<MenuItemType>;
  MenuType: Resolvable<MenuType>;
  MetadataType: Resolvable<MetadataType>;
  OrderType: Resolvable<OrderType>;
  PageAreaType: Resolvable<PageAreaType>;
  PageInfoType: Resolvable<PageInfoType>;
  PageWidgetCollectionFilterInputType: Resolvable<PageWidgetCollectionFilterInputType>;
  PageWidgetCollectionType: Resolvable<PageWidgetCollectionType>;
  PageWidgetContainerType: Resolvable<PageWidgetContainerType>;
  PageWidgetImageSizeType: Resolvable<PageWidgetImageSizeType>;
  PageWidgetImageType: Resolvable<PageWidgetImageType>;
  PageWidgetPageType: Resolvable<PageWidgetPageType>;
  PageWidgetType: Resolvable<PageWidgetType>;
  ParameterGroupType: Resolvable<ParameterGroupType>;
  ParameterType: Resolvable<ParameterType>;
  PaymentDetailsType: Resolvable<PaymentDetailsType>;
  PaymentOptionType: Resolvable<PaymentOptionType>;
  PlaceOrderResponseType: Resolvable<PlaceOrderResponseType>;
  PriceFilterInputType: Resolvable<PriceFilterInputType>;
  PriceFilterType: Resolvable<PriceFilterType>;
  PriceLogItemType: Resolvable<PriceLogItemType>;
  PriceType: Resolvable<PriceType>;
  ProductImageType: Resolvable<ProductImageType>;
  ProductPackageCartItemType: Resolvable<ProductPackageCartItemType>;
  ProductPackageSelectionType: Resolvable<ProductPackageSelectionType>;
  ProductReviewResultType: Resolvable<ProductReviewResultType>;
  ProductReviewType: Resolvable<ProductReviewType>;
  ProductTextsType: Resolvable<ProductTextsType>;
  ProductType: Resolvable<ProductType>;
  ProductsResultType: Resolvable<ProductsResultType>;
  RatingType: Resolvable<RatingType>;
  RefundType: Resolvable<RefundType>;
  RelatedProductType: Resolvable<RelatedProductType>;
  ShippingDetailType: Resolvable<ShippingDetailType>;
  ShippingOptionType: Resolvable<ShippingOptionType>;
  SkuType: Resolvable<SkuType>;
  StockType: Resolvable<StockType>;
  String: Resolvable<Scalars['String']['output']>;
  UserBalanceType: Resolvable<UserBalanceType>;
  UserChannelType: Resolvable<UserChannelType>;
  UserInputType: Resolvable<UserInputType>;
  UserType: Resolvable<UserType>;
  ValidateOrderConditionsResponseType: Resolvable<ValidateOrderConditionsResponseType>;
  ValidateOrderCreationResponseType: Resolvable<ValidateOrderCreationResponseType>;
  VariantAttributeType: Resolvable<VariantAttributeType>;
  VariantDimensionType: Resolvable<VariantDimensionType>;
  VariantGroupType: Resolvable<VariantGroupType>;
  VariantType: Resolvable<VariantType>;
  VariantValueType: Resolvable<VariantValueType>;
  VatGroupType: Resolvable<VatGroupType>;
};

export type AddressTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressType'] = ResolversParentTypes['AddressType']> = {
  addressLine1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLine2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLine3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  careOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlternativeUrlTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlternativeUrlType'] = ResolversParentTypes['AlternativeUrlType']> = {
  channelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  culture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BalanceTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceType'] = ResolversParentTypes['BalanceType']> = {
  pending?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pendingFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  remainingFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSellingPriceExBalanceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalSellingPriceExBalanceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSellingPriceExBalanceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalSellingPriceExBalanceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandListTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandListType'] = ResolversParentTypes['BrandListType']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternativeUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['AlternativeUrlType']>>>, ParentType, ContextType>;
  backgroundImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandType'] = ResolversParentTypes['BrandType']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternativeUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['AlternativeUrlType']>>>, ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BreadcrumbTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreadcrumbType'] = ResolversParentTypes['BreadcrumbType']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCategoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignPriceTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignPriceType'] = ResolversParentTypes['CampaignPriceType']> = {
  discount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignRuleTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignRuleType'] = ResolversParentTypes['CampaignRuleType']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actionValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideTitle?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ruleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignType'] = ResolversParentTypes['CampaignType']> = {
  appliedCampaigns?: Resolver<Maybe<Array<Maybe<ResolversTypes['CampaignRuleType']>>>, ParentType, ContextType>;
  prices?: Resolver<Maybe<Array<Maybe<ResolversTypes['CampaignPriceType']>>>, ParentType, ContextType>;
};

export type CartFeesTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartFeesType'] = ResolversParentTypes['CartFeesType']> = {
  paymentFeeExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentFeeIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shippingFeeExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shippingFeeIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CartItemTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemType'] = ResolversParentTypes['CartItemType']> = {
  campaign?: Resolver<Maybe<ResolversTypes['CampaignType']>, ParentType, ContextType>;
  groupKey?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCampaignFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  productPackage?: Resolver<Maybe<ResolversTypes['ProductPackageCartItemType']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skuId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
};

export type CartSummaryTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSummaryType'] = ResolversParentTypes['CartSummaryType']> = {
  balance?: Resolver<Maybe<ResolversTypes['BalanceType']>, ParentType, ContextType>;
  fees?: Resolver<Maybe<ResolversTypes['CartFeesType']>, ParentType, ContextType>;
  fixedAmountDiscountExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fixedAmountDiscountIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['PaymentOptionType']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['ShippingOptionType']>, ParentType, ContextType>;
  subTotal?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  vats?: Resolver<Maybe<Array<Maybe<ResolversTypes['VatGroupType']>>>, ParentType, ContextType>;
};

export type CartTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartType'] = ResolversParentTypes['CartType']> = {
  appliedCampaigns?: Resolver<Maybe<Array<Maybe<ResolversTypes['CampaignRuleType']>>>, ParentType, ContextType>;
  fixedDiscount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemType']>>>, ParentType, ContextType>;
  merchantData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['CartSummaryType']>, ParentType, ContextType>;
};

export type CategoryTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryType'] = ResolversParentTypes['CategoryType']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternativeUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['AlternativeUrlType']>>>, ParentType, ContextType>;
  backgroundImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonicalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isHidden?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentCategoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChannelTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelType'] = ResolversParentTypes['ChannelType']> = {
  defaultLanguageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultMarketId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Maybe<Array<Maybe<ResolversTypes['LanguageType']>>>, ParentType, ContextType>;
  markets?: Resolver<Maybe<Array<Maybe<ResolversTypes['MarketType']>>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutDataTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutDataType'] = ResolversParentTypes['CheckoutDataType']> = {
  cart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType>;
  completed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  htmlSnippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newCheckoutSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nthPurchase?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['CheckoutOrderType']>, ParentType, ContextType>;
};

export type CheckoutOrderRowTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOrderRowType'] = ResolversParentTypes['CheckoutOrderRowType']> = {
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaignIds?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  campaignNames?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gtin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  priceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productPriceCampaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productPriceListId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutOrderTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOrderType'] = ResolversParentTypes['CheckoutOrderType']> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  campaignIds?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  campaignNames?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerGroupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerTypeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  desiredDeliveryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  discountExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  externalOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['GenderType'], ParentType, ContextType>;
  goodsLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemValueExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemValueIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  languageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderValueExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderValueIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  organizationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFeeExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentFeeIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  personalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupPoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Maybe<Array<Maybe<ResolversTypes['CheckoutOrderRowType']>>>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  shippingFeeExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shippingFeeIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shippingId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutType'] = ResolversParentTypes['CheckoutType']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType>;
  checkoutStatus?: Resolver<Maybe<ResolversTypes['CheckoutStatus']>, ParentType, ContextType>;
  consents?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConsentType']>>>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentOptions?: Resolver<Maybe<Array<Maybe<ResolversTypes['PaymentOptionType']>>>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  shippingData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingOptions?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingOptionType']>>>, ParentType, ContextType>;
};

export type ConsentTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentType'] = ResolversParentTypes['ConsentType']> = {
  autoAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryType'] = ResolversParentTypes['CountryType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyType'] = ResolversParentTypes['CurrencyType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DimensionsTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DimensionsType'] = ResolversParentTypes['DimensionsType']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilterCollectionTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterCollectionType'] = ResolversParentTypes['FilterCollectionType']> = {
  facets?: Resolver<Maybe<Array<Maybe<ResolversTypes['FilterType']>>>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceFilterType']>, ParentType, ContextType>;
};

export type FilterTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterType'] = ResolversParentTypes['FilterType']> = {
  filterId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['FilterValueType']>>>, ParentType, ContextType>;
};

export type FilterValueTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterValueType'] = ResolversParentTypes['FilterValueType']> = {
  _id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  facetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GeinsMerchantApiMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeinsMerchantApiMutation'] = ResolversParentTypes['GeinsMerchantApiMutation']> = {
  addPackageToCart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationAddPackageToCartArgs, 'id' | 'packageId'>>;
  addToCart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationAddToCartArgs, 'id' | 'item'>>;
  cloneCart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationCloneCartArgs, 'id'>>;
  commitReset?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationCommitResetArgs, 'password' | 'resetKey'>>;
  completeCart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationCompleteCartArgs, 'id'>>;
  createOrUpdateCheckout?: Resolver<Maybe<ResolversTypes['CheckoutType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationCreateOrUpdateCheckoutArgs, 'cartId'>>;
  deleteUser?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, Partial<GeinsMerchantApiMutationDeleteUserArgs>>;
  monitorProductAvailability?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationMonitorProductAvailabilityArgs, 'email' | 'skuId'>>;
  placeOrder?: Resolver<Maybe<ResolversTypes['PlaceOrderResponseType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationPlaceOrderArgs, 'cartId' | 'checkout'>>;
  postProductReview?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationPostProductReviewArgs, 'alias' | 'author'>>;
  requestPasswordReset?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationRequestPasswordResetArgs, 'email'>>;
  setCartMerchantData?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationSetCartMerchantDataArgs, 'id' | 'merchantData'>>;
  setCartPromoCode?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationSetCartPromoCodeArgs, 'id' | 'promoCode'>>;
  setCartShippingFee?: Resolver<Maybe<ResolversTypes['CheckoutType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationSetCartShippingFeeArgs, 'cartId' | 'shippingFee'>>;
  subscribeToNewsletter?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationSubscribeToNewsletterArgs, 'email'>>;
  updateCartGroup?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationUpdateCartGroupArgs, 'id' | 'item'>>;
  updateCartItem?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationUpdateCartItemArgs, 'id' | 'item'>>;
  updateUser?: Resolver<Maybe<ResolversTypes['UserType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiMutationUpdateUserArgs, 'user'>>;
};

export type GeinsMerchantApiQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeinsMerchantApiQuery'] = ResolversParentTypes['GeinsMerchantApiQuery']> = {
  brands?: Resolver<Maybe<Array<Maybe<ResolversTypes['BrandListType']>>>, ParentType, ContextType, Partial<GeinsMerchantApiQueryBrandsArgs>>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryType']>>>, ParentType, ContextType, Partial<GeinsMerchantApiQueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['CategoryType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryCategoryArgs>>;
  channel?: Resolver<Maybe<ResolversTypes['ChannelType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryChannelArgs>>;
  channels?: Resolver<Maybe<Array<Maybe<ResolversTypes['ChannelType']>>>, ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['CheckoutDataType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiQueryCheckoutArgs, 'id' | 'paymentType'>>;
  cmsPages?: Resolver<Maybe<Array<Maybe<ResolversTypes['PageWidgetPageType']>>>, ParentType, ContextType, Partial<GeinsMerchantApiQueryCmsPagesArgs>>;
  getCart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryGetCartArgs>>;
  getMenuAtLocation?: Resolver<Maybe<ResolversTypes['MenuType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryGetMenuAtLocationArgs>>;
  getOrder?: Resolver<Maybe<ResolversTypes['OrderType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiQueryGetOrderArgs, 'orderId'>>;
  getOrderPublic?: Resolver<Maybe<ResolversTypes['OrderType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiQueryGetOrderPublicArgs, 'publicOrderId'>>;
  getOrders?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderType']>>>, ParentType, ContextType, Partial<GeinsMerchantApiQueryGetOrdersArgs>>;
  getUser?: Resolver<Maybe<ResolversTypes['UserType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryGetUserArgs>>;
  listPageInfo?: Resolver<Maybe<ResolversTypes['PageInfoType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryListPageInfoArgs>>;
  product?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryProductArgs>>;
  products?: Resolver<Maybe<ResolversTypes['ProductsResultType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryProductsArgs>>;
  relatedProducts?: Resolver<Maybe<Array<Maybe<ResolversTypes['RelatedProductType']>>>, ParentType, ContextType, RequireFields<GeinsMerchantApiQueryRelatedProductsArgs, 'alias'>>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductReviewResultType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryReviewsArgs>>;
  validateOrderConditions?: Resolver<Maybe<ResolversTypes['ValidateOrderConditionsResponseType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiQueryValidateOrderConditionsArgs, 'cartId'>>;
  validateOrderCreation?: Resolver<Maybe<ResolversTypes['ValidateOrderCreationResponseType']>, ParentType, ContextType, RequireFields<GeinsMerchantApiQueryValidateOrderCreationArgs, 'cartId' | 'checkout'>>;
  widgetArea?: Resolver<Maybe<ResolversTypes['PageWidgetCollectionType']>, ParentType, ContextType, Partial<GeinsMerchantApiQueryWidgetAreaArgs>>;
};

export interface GuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Guid'], any> {
  name: 'Guid';
}

export type LanguageTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LanguageType'] = ResolversParentTypes['LanguageType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface LongScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Long'], any> {
  name: 'Long';
}

export type LowestPriceTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LowestPriceType'] = ResolversParentTypes['LowestPriceType']> = {
  comparisonPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  comparisonPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comparisonPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  comparisonPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDiscounted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowestPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lowestPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowestPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lowestPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellingPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellingPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  vatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarketTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketType'] = ResolversParentTypes['MarketType']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allowedLanguages?: Resolver<Maybe<Array<Maybe<ResolversTypes['LanguageType']>>>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['CountryType']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['CurrencyType']>, ParentType, ContextType>;
  defaultLanguageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlyDisplayInCheckout?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type MenuItemTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItemType'] = ResolversParentTypes['MenuItemType']> = {
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<Maybe<ResolversTypes['MenuItemType']>>>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetBlank?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuType'] = ResolversParentTypes['MenuType']> = {
  channels?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  locations?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  menuItems?: Resolver<Maybe<Array<Maybe<ResolversTypes['MenuItemType']>>>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MetadataTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetadataType'] = ResolversParentTypes['MetadataType']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderType'] = ResolversParentTypes['OrderType']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['CartType']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customerOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  desiredDeliveryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  fromBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fromBalanceFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goodsLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderTotal?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  paymentDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['PaymentDetailsType']>>>, ParentType, ContextType>;
  paymentFee?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  publicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refunds?: Resolver<Maybe<Array<Maybe<ResolversTypes['RefundType']>>>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  shippingDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingDetailType']>>>, ParentType, ContextType>;
  shippingFee?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vat?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
};

export type PageAreaTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageAreaType'] = ResolversParentTypes['PageAreaType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfoType'] = ResolversParentTypes['PageInfoType']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alternativeUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['AlternativeUrlType']>>>, ParentType, ContextType>;
  backgroundImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['MetadataType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subCategories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryType']>>>, ParentType, ContextType>;
};

export type PageWidgetCollectionTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageWidgetCollectionType'] = ResolversParentTypes['PageWidgetCollectionType']> = {
  containers?: Resolver<Maybe<Array<Maybe<ResolversTypes['PageWidgetContainerType']>>>, ParentType, ContextType>;
  familyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['MetadataType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageArea?: Resolver<Maybe<ResolversTypes['PageAreaType']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageWidgetContainerTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageWidgetContainerType'] = ResolversParentTypes['PageWidgetContainerType']> = {
  classNames?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responsiveMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widgets?: Resolver<Maybe<Array<Maybe<ResolversTypes['PageWidgetType']>>>, ParentType, ContextType>;
};

export type PageWidgetImageSizeTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageWidgetImageSizeType'] = ResolversParentTypes['PageWidgetImageSizeType']> = {
  imageHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  imageWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageWidgetImageTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageWidgetImageType'] = ResolversParentTypes['PageWidgetImageType']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  largestSize?: Resolver<Maybe<ResolversTypes['PageWidgetImageSizeType']>, ParentType, ContextType>;
  sizes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PageWidgetImageSizeType']>>>, ParentType, ContextType>;
};

export type PageWidgetPageTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageWidgetPageType'] = ResolversParentTypes['PageWidgetPageType']> = {
  activeFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activeTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['MetadataType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageWidgetTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageWidgetType'] = ResolversParentTypes['PageWidgetType']> = {
  classNames?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Maybe<Array<Maybe<ResolversTypes['PageWidgetImageType']>>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ParameterGroupTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParameterGroupType'] = ResolversParentTypes['ParameterGroupType']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parameterGroupId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parameters?: Resolver<Maybe<Array<Maybe<ResolversTypes['ParameterType']>>>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ParameterTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParameterType'] = ResolversParentTypes['ParameterType']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameterGroupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameterId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameterValueId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  show?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showFilter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentDetailsTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentDetailsType'] = ResolversParentTypes['PaymentDetailsType']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reservationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentOptionTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentOptionType'] = ResolversParentTypes['PaymentOptionType']> = {
  checkoutType?: Resolver<Maybe<ResolversTypes['PaymentCheckout']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newCheckoutSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
};

export type PlaceOrderResponseTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderResponseType'] = ResolversParentTypes['PlaceOrderResponseType']> = {
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceFilterTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceFilterType'] = ResolversParentTypes['PriceFilterType']> = {
  highest?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lowest?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PriceLogItemTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceLogItemType'] = ResolversParentTypes['PriceLogItemType']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDiscounted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLowest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  regularPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  regularPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  regularPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellingPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellingPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  vatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceType'] = ResolversParentTypes['PriceType']> = {
  currency?: Resolver<Maybe<ResolversTypes['CurrencyType']>, ParentType, ContextType>;
  discountExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDiscounted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  regularPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  regularPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  regularPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellingPriceExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingPriceExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellingPriceIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sellingPriceIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  vatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductImageTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImageType'] = ResolversParentTypes['ProductImageType']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
};

export type ProductPackageCartItemTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPackageCartItemType'] = ResolversParentTypes['ProductPackageCartItemType']> = {
  groupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewResultTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewResultType'] = ResolversParentTypes['ProductReviewResultType']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  reviews?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductReviewType']>>>, ParentType, ContextType>;
};

export type ProductReviewTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewType'] = ResolversParentTypes['ProductReviewType']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProductTextsTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductTextsType'] = ResolversParentTypes['ProductTextsType']> = {
  text1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alternativeUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['AlternativeUrlType']>>>, ParentType, ContextType>;
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['BrandType']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Maybe<Array<Maybe<ResolversTypes['BreadcrumbType']>>>, ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryType']>>>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentProductVariant?: Resolver<Maybe<ResolversTypes['VariantType']>, ParentType, ContextType>;
  dimensions?: Resolver<Maybe<ResolversTypes['DimensionsType']>, ParentType, ContextType>;
  discountCampaigns?: Resolver<Maybe<Array<Maybe<ResolversTypes['CampaignRuleType']>>>, ParentType, ContextType>;
  discountType?: Resolver<Maybe<ResolversTypes['DiscountType']>, ParentType, ContextType>;
  firstAvailableOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['LowestPriceType']>, ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['MetadataType']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parameterGroups?: Resolver<Maybe<Array<Maybe<ResolversTypes['ParameterGroupType']>>>, ParentType, ContextType>;
  priceLog?: Resolver<Maybe<Array<Maybe<ResolversTypes['PriceLogItemType']>>>, ParentType, ContextType>;
  primaryCategory?: Resolver<Maybe<ResolversTypes['CategoryType']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productImages?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductImageType']>>>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['RatingType']>, ParentType, ContextType>;
  skus?: Resolver<Maybe<Array<Maybe<ResolversTypes['SkuType']>>>, ParentType, ContextType>;
  texts?: Resolver<Maybe<ResolversTypes['ProductTextsType']>, ParentType, ContextType>;
  totalStock?: Resolver<Maybe<ResolversTypes['StockType']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  variantDimensions?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariantDimensionType']>>>, ParentType, ContextType>;
  variantGroup?: Resolver<Maybe<ResolversTypes['VariantGroupType']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductsResultTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductsResultType'] = ResolversParentTypes['ProductsResultType']> = {
  count?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  filters?: Resolver<Maybe<ResolversTypes['FilterCollectionType']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductType']>>>, ParentType, ContextType>;
};

export type RatingTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingType'] = ResolversParentTypes['RatingType']> = {
  score?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundType'] = ResolversParentTypes['RefundType']> = {
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasonCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refundType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toBalance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RelatedProductTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RelatedProductType'] = ResolversParentTypes['RelatedProductType']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['BrandType']>, ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountCampaigns?: Resolver<Maybe<Array<Maybe<ResolversTypes['CampaignRuleType']>>>, ParentType, ContextType>;
  images?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryCategory?: Resolver<Maybe<ResolversTypes['CategoryType']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productImages?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductImageType']>>>, ParentType, ContextType>;
  relationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skus?: Resolver<Maybe<Array<Maybe<ResolversTypes['SkuType']>>>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
};

export type ShippingDetailTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingDetailType'] = ResolversParentTypes['ShippingDetailType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parcelNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippingId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingOptionTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingOptionType'] = ResolversParentTypes['ShippingOptionType']> = {
  amountLeftToFreeShipping?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountLeftToFreeShippingFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeExVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeExVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeIncVat?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeIncVatFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subOptions?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingOptionType']>>>, ParentType, ContextType>;
};

export type SkuTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SkuType'] = ResolversParentTypes['SkuType']> = {
  articleNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dimensions?: Resolver<Maybe<ResolversTypes['DimensionsType']>, ParentType, ContextType>;
  gtin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incoming?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skuId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['StockType']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockType'] = ResolversParentTypes['StockType']> = {
  inStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incoming?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  oversellable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  static?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserBalanceTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserBalanceType'] = ResolversParentTypes['UserBalanceType']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserChannelTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserChannelType'] = ResolversParentTypes['UserChannelType']> = {
  availableMarkets?: Resolver<Maybe<Array<Maybe<ResolversTypes['MarketType']>>>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserType'] = ResolversParentTypes['UserType']> = {
  address?: Resolver<Maybe<ResolversTypes['AddressType']>, ParentType, ContextType>;
  availableChannels?: Resolver<Maybe<Array<Maybe<ResolversTypes['UserChannelType']>>>, ParentType, ContextType>;
  balances?: Resolver<Maybe<Array<Maybe<ResolversTypes['UserBalanceType']>>>, ParentType, ContextType>;
  customerType?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  personalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValidateOrderConditionsResponseTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidateOrderConditionsResponseType'] = ResolversParentTypes['ValidateOrderConditionsResponseType']> = {
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValidateOrderCreationResponseTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValidateOrderCreationResponseType'] = ResolversParentTypes['ValidateOrderCreationResponseType']> = {
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VariantAttributeTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantAttributeType'] = ResolversParentTypes['VariantAttributeType']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantDimensionTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantDimensionType'] = ResolversParentTypes['VariantDimensionType']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariantAttributeType']>>>, ParentType, ContextType>;
  dimension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariantValueType']>>>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VariantGroupTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantGroupType'] = ResolversParentTypes['VariantGroupType']> = {
  activeProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collapseInLists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainProductId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantGroupId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariantType']>>>, ParentType, ContextType>;
};

export type VariantTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantType'] = ResolversParentTypes['VariantType']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariantAttributeType']>>>, ParentType, ContextType>;
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dimension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incoming?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skuId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['StockType']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariantType']>>>, ParentType, ContextType>;
};

export type VariantValueTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantValueType'] = ResolversParentTypes['VariantValueType']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VatGroupTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VatGroupType'] = ResolversParentTypes['VatGroupType']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddressType?: AddressTypeResolvers<ContextType>;
  AlternativeUrlType?: AlternativeUrlTypeResolvers<ContextType>;
  BalanceType?: BalanceTypeResolvers<ContextType>;
  BrandListType?: BrandListTypeResolvers<ContextType>;
  BrandType?: BrandTypeResolvers<ContextType>;
  BreadcrumbType?: BreadcrumbTypeResolvers<ContextType>;
  CampaignPriceType?: CampaignPriceTypeResolvers<ContextType>;
  CampaignRuleType?: CampaignRuleTypeResolvers<ContextType>;
  CampaignType?: CampaignTypeResolvers<ContextType>;
  CartFeesType?: CartFeesTypeResolvers<ContextType>;
  CartItemType?: CartItemTypeResolvers<ContextType>;
  CartSummaryType?: CartSummaryTypeResolvers<ContextType>;
  CartType?: CartTypeResolvers<ContextType>;
  CategoryType?: CategoryTypeResolvers<ContextType>;
  ChannelType?: ChannelTypeResolvers<ContextType>;
  CheckoutDataType?: CheckoutDataTypeResolvers<ContextType>;
  CheckoutOrderRowType?: CheckoutOrderRowTypeResolvers<ContextType>;
  CheckoutOrderType?: CheckoutOrderTypeResolvers<ContextType>;
  CheckoutType?: CheckoutTypeResolvers<ContextType>;
  ConsentType?: ConsentTypeResolvers<ContextType>;
  CountryType?: CountryTypeResolvers<ContextType>;
  CurrencyType?: CurrencyTypeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DimensionsType?: DimensionsTypeResolvers<ContextType>;
  FilterCollectionType?: FilterCollectionTypeResolvers<ContextType>;
  FilterType?: FilterTypeResolvers<ContextType>;
  FilterValueType?: FilterValueTypeResolvers<ContextType>;
  GeinsMerchantApiMutation?: GeinsMerchantApiMutationResolvers<ContextType>;
  GeinsMerchantApiQuery?: GeinsMerchantApiQueryResolvers<ContextType>;
  Guid?: GraphQLScalarType;
  LanguageType?: LanguageTypeResolvers<ContextType>;
  Long?: GraphQLScalarType;
  LowestPriceType?: LowestPriceTypeResolvers<ContextType>;
  MarketType?: MarketTypeResolvers<ContextType>;
  MenuItemType?: MenuItemTypeResolvers<ContextType>;
  MenuType?: MenuTypeResolvers<ContextType>;
  MetadataType?: MetadataTypeResolvers<ContextType>;
  OrderType?: OrderTypeResolvers<ContextType>;
  PageAreaType?: PageAreaTypeResolvers<ContextType>;
  PageInfoType?: PageInfoTypeResolvers<ContextType>;
  PageWidgetCollectionType?: PageWidgetCollectionTypeResolvers<ContextType>;
  PageWidgetContainerType?: PageWidgetContainerTypeResolvers<ContextType>;
  PageWidgetImageSizeType?: PageWidgetImageSizeTypeResolvers<ContextType>;
  PageWidgetImageType?: PageWidgetImageTypeResolvers<ContextType>;
  PageWidgetPageType?: PageWidgetPageTypeResolvers<ContextType>;
  PageWidgetType?: PageWidgetTypeResolvers<ContextType>;
  ParameterGroupType?: ParameterGroupTypeResolvers<ContextType>;
  ParameterType?: ParameterTypeResolvers<ContextType>;
  PaymentDetailsType?: PaymentDetailsTypeResolvers<ContextType>;
  PaymentOptionType?: PaymentOptionTypeResolvers<ContextType>;
  PlaceOrderResponseType?: PlaceOrderResponseTypeResolvers<ContextType>;
  PriceFilterType?: PriceFilterTypeResolvers<ContextType>;
  PriceLogItemType?: PriceLogItemTypeResolvers<ContextType>;
  PriceType?: PriceTypeResolvers<ContextType>;
  ProductImageType?: ProductImageTypeResolvers<ContextType>;
  ProductPackageCartItemType?: ProductPackageCartItemTypeResolvers<ContextType>;
  ProductReviewResultType?: ProductReviewResultTypeResolvers<ContextType>;
  ProductReviewType?: ProductReviewTypeResolvers<ContextType>;
  ProductTextsType?: ProductTextsTypeResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  ProductsResultType?: ProductsResultTypeResolvers<ContextType>;
  RatingType?: RatingTypeResolvers<ContextType>;
  RefundType?: RefundTypeResolvers<ContextType>;
  RelatedProductType?: RelatedProductTypeResolvers<ContextType>;
  ShippingDetailType?: ShippingDetailTypeResolvers<ContextType>;
  ShippingOptionType?: ShippingOptionTypeResolvers<ContextType>;
  SkuType?: SkuTypeResolvers<ContextType>;
  StockType?: StockTypeResolvers<ContextType>;
  UserBalanceType?: UserBalanceTypeResolvers<ContextType>;
  UserChannelType?: UserChannelTypeResolvers<ContextType>;
  UserType?: UserTypeResolvers<ContextType>;
  ValidateOrderConditionsResponseType?: ValidateOrderConditionsResponseTypeResolvers<ContextType>;
  ValidateOrderCreationResponseType?: ValidateOrderCreationResponseTypeResolvers<ContextType>;
  VariantAttributeType?: VariantAttributeTypeResolvers<ContextType>;
  VariantDimensionType?: VariantDimensionTypeResolvers<ContextType>;
  VariantGroupType?: VariantGroupTypeResolvers<ContextType>;
  VariantType?: VariantTypeResolvers<ContextType>;
  VariantValueType?: VariantValueTypeResolvers<ContextType>;
  VatGroupType?: VatGroupTypeResolvers<ContextType>;
};


import { InMemoryCache, type TypePolicies } from '@apollo/client/cache';

/**
 * Cache identities as the Merchant API keys its data: products by productId, categories by
 * categoryId, and so on. Types keyed by `id` (CartType, CartItemType, ChannelType, MarketType,
 * LanguageType, MenuType, MenuItemType, PageWidgetType, PageWidgetContainerType, UserType) use
 * Apollo's default. Prices, stock and summaries have no identity and stay inside their parent.
 */
export const typePolicies: TypePolicies = {
  ProductType: { keyFields: ['productId'] },
  CategoryType: { keyFields: ['categoryId'] },
  BrandType: { keyFields: ['brandId'] },
  SkuType: { keyFields: ['skuId'] },
  // An order's numeric id is optional in the contract; its public id is not.
  OrderType: { keyFields: ['publicId'] },
  // A widget area is asked for by family, area and alias; its numeric id is only per page.
  PageWidgetCollectionType: { keyFields: false },
  PriceType: { keyFields: false },
  StockType: { keyFields: false },
  CartSummaryType: { keyFields: false },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

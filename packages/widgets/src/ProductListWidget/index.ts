export {
  ProductListWidget,
  productListWidgetSchema,
  productListSources,
  productListLayouts,
} from './ProductListWidget';
export type { ProductListWidgetConfiguration } from './ProductListWidget';
export { ProductCard } from './ProductCard';
export type { ProductCardData, ProductCardProps } from './ProductCard';
export { productSorts } from './productsSource';
export type { ProductsRequest, ProductsSource, ProductsState } from './productsSource';
export { latestViewedStorageKey, readLatestViewed, rememberViewedProduct } from './latestViewed';
export { useNearViewport } from './useNearViewport';

export {
  ProductListWidget,
  productListWidgetSchema,
  productListSources,
  productListLayouts,
} from './ProductListWidget';
export type { ProductListWidgetConfiguration } from './ProductListWidget';
export { ProductCard } from './ProductCard';
export { productSorts } from './productsSource';
export type {
  ProductCardData,
  ProductsRequest,
  ProductsSource,
  ProductsState,
  ProductSort,
} from './productsSource';
export { latestViewedStorageKey, readLatestViewed, rememberViewedProduct } from './latestViewed';
export { useNearViewport } from './useNearViewport';

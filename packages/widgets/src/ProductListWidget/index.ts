export { ProductListWidget } from './ProductListWidget';
export {
  productListWidgetSchema,
  productListSources,
  productListLayouts,
} from './ProductListWidget.schema';
export type { ProductListWidgetConfiguration } from './ProductListWidget.schema';
export { ProductCard, productCardData } from './ProductCard';
export type { ProductCardData, ProductCardProps } from './ProductCard';
export { productSorts } from './productsSource';
export type { ProductsRequest, ProductsSource, ProductsState } from './productsSource';
export { latestViewedStorageKey, readLatestViewed, rememberViewedProduct } from './latestViewed';
export { useNearViewport } from './useNearViewport';

export { ProductPage } from './ProductPage';
export type { ProductData, ProductPageProps } from './ProductPage';

export { relatedCards, RelatedProducts } from './RelatedProducts';
export type { RelatedProductsData } from './RelatedProducts';

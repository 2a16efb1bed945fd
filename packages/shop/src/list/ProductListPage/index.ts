export { ProductListPage } from './ProductListPage';
export type { ProductListCard, ProductListPageProps } from './ProductListPage';
/** The list page's frame, heading and grid, for pages that show cards the same way (favorites). */
export * as productListStyles from './ProductListPage.css';

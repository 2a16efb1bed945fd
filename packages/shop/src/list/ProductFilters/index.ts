export { categoryTree, ProductFilters } from './ProductFilters';
export type { ProductFiltersProps } from './ProductFilters';

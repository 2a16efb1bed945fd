// A product list: the page, its filters and sort, and the list state the URL carries.
export * from './ActiveFilters';
export * from './FilterPanel';
export * from './ProductFilters';
export * from './ProductListPage';
export { listFiltersData } from './listFilters';
export type { Facet, FacetValue, ListFilters } from './listFilters';
export { listPageSize } from './listPage';
export {
  activeFilterCount,
  choiceKeys,
  choiceOfFacet,
  clearFilters,
  emptyListQuery,
  facetGroups,
  facetIdsOf,
  isFiltered,
  listSearch,
  parseListQuery,
  serializeListQuery,
  toggleChoice,
} from './listQuery';
export type { Choice, ChoiceKey, ListQuery, PriceRange } from './listQuery';

import type { ProductFiltersQuery } from '@hemma/data';

type QueriedFilters = NonNullable<NonNullable<ProductFiltersQuery['products']>['filters']>;
type QueriedFacet = NonNullable<NonNullable<QueriedFilters['facets']>[number]>;
type QueriedFacetValue = NonNullable<NonNullable<QueriedFacet['values']>[number]>;

/** A facet value as the filters draw it: the API's links, facet ids and type names stay behind. */
export type FacetValue = Pick<
  QueriedFacetValue,
  '_id' | 'parentId' | 'label' | 'order' | 'count' | 'hidden'
>;
export type Facet = Pick<QueriedFacet, 'filterId' | 'group' | 'label' | 'order'> & {
  values: FacetValue[];
};
/** The filters of a list as its page draws them (ProductFilters). */
export interface ListFilters {
  price: { lowest: number; highest: number } | null;
  facets: Facet[];
}

/**
 * Copies what the filters draw out of the API's answer. The list loader sends this, not the
 * answer: a value's link, facet id and type names are half of each value's bytes in the page.
 */
export function listFiltersData(filters: QueriedFilters | null | undefined): ListFilters | null {
  if (!filters) return null;
  return {
    price: filters.price ? { lowest: filters.price.lowest, highest: filters.price.highest } : null,
    facets: (filters.facets ?? [])
      .filter((facet) => facet !== null)
      .map(({ filterId, group, label, order, values }) => ({
        filterId,
        group,
        label,
        order,
        values: (values ?? [])
          .filter((value) => value !== null)
          .map(({ _id, parentId, label, order, count, hidden }) => ({
            _id,
            parentId,
            label,
            order,
            count,
            hidden,
          })),
      })),
  };
}

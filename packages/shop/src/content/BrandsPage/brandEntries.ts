import type { ProductFiltersQuery } from '@hemma/data';
import type { BrandEntry } from './BrandsPage';

/** The brands of a product list's brand facet (group `b`), hidden ones left out. */
export function brandEntriesOf(result: ProductFiltersQuery): BrandEntry[] {
  const facet = result.products?.filters?.facets?.find((candidate) => candidate?.group === 'b');
  return (facet?.values ?? []).flatMap((value) =>
    value && value.url && value.label && !value.hidden
      ? [{ name: value.label, href: value.url, count: value.count }]
      : [],
  );
}

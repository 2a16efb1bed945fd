import { ProductFiltersDocument } from '@hemma/data';
import type { RouterContextProvider } from 'react-router';
import { loaderQuery } from '../../data/loaderQuery.server';
import type { BrandEntry } from './BrandsPage';

/** The brands of the whole catalogue, from the brand facet of the unfiltered product list. */
export async function loadBrands(context: Readonly<RouterContextProvider>): Promise<BrandEntry[]> {
  const result = await loaderQuery(context, ProductFiltersDocument, {});
  const facet = result.products?.filters?.facets?.find((candidate) => candidate?.group === 'b');
  return (facet?.values ?? []).flatMap((value) => (value && value.url && value.label && !value.hidden ? [{ name: value.label, href: value.url, count: value.count }] : []));
}

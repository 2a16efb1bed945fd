import { ProductFiltersDocument } from '@hemma/data';
import type { RouterContextProvider } from 'react-router';
import { loaderQuery } from '../../data/loaderQuery.server';
import { brandEntriesOf, type BrandEntry } from '@hemma/shop';

/** The brands of the whole catalogue, from the brand facet of the unfiltered product list. */
export async function loadBrands(context: Readonly<RouterContextProvider>): Promise<BrandEntry[]> {
  return brandEntriesOf(await loaderQuery(context, ProductFiltersDocument, {}));
}

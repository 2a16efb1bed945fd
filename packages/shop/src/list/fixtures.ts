import { fixtureData, fixturesOf, type FixtureChannelKey } from '@hemma/data/mocks';
import type { ProductListPageProps } from './ProductListPage/ProductListPage';
import { listFiltersData } from './listFilters';
import { emptyListQuery } from './listQuery';

/** The furniture category of a channel (English unless told) as the commerce API answered it (recorded fixtures). */
export function furnitureListProps(
  channel: FixtureChannelKey = 'com',
): Omit<ProductListPageProps, 'onChange' | 'productCard'> {
  // The furniture category's alias in the channel's language (furniture, mobler).
  const alias = String(fixturesOf('listPageInfo', channel)[0]?.variables.alias ?? '');
  const products = fixtureData('products', channel, { take: 12, categoryAlias: alias }).products;
  const filters = listFiltersData(
    fixtureData('productFilters', channel, { categoryAlias: alias }).products?.filters,
  );
  const info = fixtureData('listPageInfo', channel, { alias }).listPageInfo;
  return {
    title: info?.name ?? 'Furniture',
    description: info?.primaryDescription,
    query: emptyListQuery,
    sort: 'LATEST',
    defaultSort: 'LATEST',
    products: (products?.products ?? []).filter((product) => product !== null),
    total: products?.count ?? 0,
    filters,
  };
}

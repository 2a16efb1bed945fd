import { fixtureData } from '@hemma/data/mocks';
import type { ProductListPageProps } from './ProductListPage';
import { emptyListQuery } from './listQuery';

/** The furniture category of the English channel as the commerce API answered it (recorded fixtures). */
export function furnitureListProps(): Omit<ProductListPageProps, 'onChange'> {
  const products = fixtureData('products', 'com', {
    take: 12,
    categoryAlias: 'furniture',
  }).products;
  const filters =
    fixtureData('productFilters', 'com', { categoryAlias: 'furniture' }).products?.filters ?? null;
  const info = fixtureData('listPageInfo', 'com', { alias: 'furniture' }).listPageInfo;
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

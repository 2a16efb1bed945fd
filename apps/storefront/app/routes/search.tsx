import { loadProductList } from '../features/product-list/productList.server';
import { loadedListProps, ProductListRoute } from '../features/product-list/ProductListRoute';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import { listPageShouldRevalidate } from '../features/product-list/listPageRouting';
import type { Route } from './+types/search';

/** /s/{text}: the products matching the text, sorted by relevance unless the URL says otherwise. */
export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args, {
    title: (t, params) => t('search.resultsFor', { term: params.search ?? '' }),
  });
  const { list } = await loadProductList(args, { searchText: page.params.search ?? '' });
  return { ...page, list };
}

export const meta = screenMeta;

/** The list-page-routing guard: the products load again only for a new path or a new selection. */
export const shouldRevalidate = listPageShouldRevalidate;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return <ProductListRoute title={loaderData.title} searched {...loadedListProps(list)} />;
}

import {
  ListPageInfoDocument,
  ProductFiltersDocument,
  ProductsDocument,
  type FilterInputType,
} from '@hemma/data';
import { productCardData } from '@hemma/widgets';
import type { RouterContextProvider } from 'react-router';
import { serverConfig } from '../../config/env.server';
import type { ProductListSort } from '../../config/shop';
import { loaderQuery } from '../../data/loaderQuery.server';
import { notFound } from '../../routing/notFound';
import { loadWidgetArea, widgetAreaNames } from '../content/widgetAreas.server';
import {
  listFiltersData,
  facetIdsOf,
  parseListQuery,
  type ListQuery,
  listPageSize,
} from '@hemma/shop';

export interface ListTarget {
  /** The list's own path without locale or market (`/c/furniture/sofas`): the API finds the list by it. */
  url?: string;
  searchText?: string;
}

/** Spec section 9: the default sort is the configured one, or RELEVANCE on search routes. */
export function defaultSortFor(target: ListTarget, configured: ProductListSort): ProductListSort {
  return target.searchText ? 'RELEVANCE' : configured;
}

function filterOf(query: ListQuery, target: ListTarget, sort?: ProductListSort): FilterInputType {
  return {
    facets: facetIdsOf(query),
    ...(query.price ? { price: query.price } : {}),
    ...(target.searchText ? { searchText: target.searchText } : {}),
    ...(sort ? { sort } : {}),
  };
}

/**
 * Everything a list page shows, in parallel: the products of every page up to the URL's page,
 * the filters of the selection, for a category, brand or campaign its page info (title, texts,
 * meta), and the widget areas above and below the list. A category, brand or campaign the API does not know is a 404.
 */
export async function loadProductList(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  target: ListTarget,
) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const defaultSort = defaultSortFor(target, serverConfig().productListDefaultSort);
  const sort = query.sort ?? defaultSort;
  // The page reads the list from the route data only: kept out of the cache the HTML carries, the
  // products are not sent twice (the list document was 181 KB, 87 KB of it these answers twice over).
  const routeDataOnly = { cache: false };
  const [products, filters, info, top, bottom] = await Promise.all([
    loaderQuery(
      context,
      ProductsDocument,
      {
        url: target.url,
        skip: 0,
        take: listPageSize * query.page,
        filter: filterOf(query, target, sort),
      },
      routeDataOnly,
    ),
    loaderQuery(
      context,
      ProductFiltersDocument,
      { url: target.url, filter: filterOf(query, target) },
      routeDataOnly,
    ),
    target.url
      ? loaderQuery(context, ListPageInfoDocument, { url: target.url }, routeDataOnly)
      : Promise.resolve(null),
    loadWidgetArea({ request, context }, { ...widgetAreaNames.listTop, url: target.url }),
    loadWidgetArea({ request, context }, { ...widgetAreaNames.listBottom, url: target.url }),
  ]);
  if (target.url && !info?.listPageInfo) notFound();
  return {
    // The page info serves the loader's title, description and head (alternates, meta); the page
    // draws none of it, so it is returned beside the list, not in it.
    info: info?.listPageInfo ?? null,
    list: {
      query,
      sort,
      defaultSort,
      // Only what the cards draw: half of each product's answer is fields no card reads.
      products: (products.products?.products ?? [])
        .filter((product) => product !== null)
        .map(productCardData),
      total: products.products?.count ?? 0,
      filters: listFiltersData(filters.products?.filters),
      areas: { top: top ?? null, bottom: bottom ?? null },
    },
  };
}

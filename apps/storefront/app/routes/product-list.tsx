import { withAlternativeUrls } from '../data/alternateUrls';
import { withPageMeta } from '../data/pageMeta';
import { loadProductList, type ListTarget } from '../features/product-list/productList.server';
import { loadedListProps, ProductListRoute } from '../features/product-list/ProductListRoute';
import { notFound } from '../routing/notFound';
import { screenPath, type ScreenParams } from '../routing/paths';
import { screenMeta } from '../routing/screenMeta';
import { listTypes, type ScreenName } from '../routing/screens';
import { requireRequestState } from '../server/requestMiddleware.server';
import { localizedHref, screenData } from '../server/screenLoader.server';
import { listPageShouldRevalidate } from '../features/product-list/listPageRouting';
import type { Route } from './+types/product-list';
import { bundledTranslator } from '@hemma/shop';

/** The generic list /list/{type}/... names the same list as the type's own route (/b/..., /c/..., /dc/..., /l/...). */
const listTypeRoots: Partial<Record<string, string>> = {
  brand: 'b',
  category: 'c',
  discountCampaign: 'dc',
  list: 'l',
};

/**
 * All products and the generic 'all' list show the whole catalogue; so does a generic list whose
 * value is left out (/list/brand, /list/category: the spec makes each segment optional, and no
 * brand or category narrows nothing). Every other list is found by its path.
 */
function targetOf(
  screen: ScreenName,
  params: Record<string, string | undefined>,
  path: string,
): ListTarget {
  if (
    screen === 'allProducts' ||
    (screen === 'list' && (!params.type || params.type === 'all' || !params['*']))
  )
    return {};
  if (screen === 'list' && params.type === 'search') return { searchText: params['*'] ?? '' };
  const root = screen === 'list' && params.type ? listTypeRoots[params.type] : undefined;
  if (root) return { url: `/${root}/${params['*'] ?? ''}` };
  return { url: path };
}

/** A list page validates its path: an unknown list type or an empty brand or campaign path is a 404 (spec section 8). */
export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const type = page.params.type;
  if (
    page.screen === 'list' &&
    type !== undefined &&
    !(listTypes as readonly string[]).includes(type)
  )
    notFound();
  if (
    (page.screen === 'brand' ||
      page.screen === 'discountCampaign' ||
      page.screen === 'listAlias') &&
    !page.params['*']
  )
    notFound();
  const { locale } = requireRequestState(args.context);
  const path = screenPath(page.screen, locale, page.params as ScreenParams<ScreenName>);
  const { info, list } = await loadProductList(args, targetOf(page.screen, page.params, path));
  const t = bundledTranslator(locale);
  const withMeta = withPageMeta(page, { title: info?.name, meta: info?.meta }, (title) =>
    t('site.title', { title }),
  );
  const description = info && !info.hideDescription ? info.primaryDescription : null;
  // On a list's own address (/c/..., /b/..., /dc/...) the alternates carry each language's own
  // aliases; another way to the list (/list/brand/...) keeps the path table's alternates.
  const ownAddress = info?.canonicalUrl === path;
  const alternates = ownAddress
    ? withAlternativeUrls(
        page.alternates,
        { locale, canonical: page.canonical },
        info?.alternativeUrls,
        (language, listPath) => localizedHref(args, language, listPath),
      )
    : page.alternates;
  return { ...withMeta, alternates, list, listDescription: description };
}

export const meta = screenMeta;

/** The list-page-routing guard: the products load again only for a new path or a new selection. */
export const shouldRevalidate = listPageShouldRevalidate;

/** All products, generic lists, categories, brands and discount campaigns. */
export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <ProductListRoute
      title={loaderData.title}
      description={loaderData.listDescription}
      {...loadedListProps(list)}
    />
  );
}

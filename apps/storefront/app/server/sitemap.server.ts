import {
  SitemapPagesDocument,
  SitemapProductsDocument,
  apiVariablesOf,
  channelOfMarket,
} from '@hemma/data';
import { serverConfig } from '../config/env.server';
import { translatedLocales, type Locale } from '../config/shop';
import { anonymousApolloClient } from '../data/apolloMiddleware.server';
import { defaultMarketForLocale } from '../routing/marketPath';
import { shopPath } from '@hemma/shop';
import { isPublished, sitemapUrls, sitemapXml, thingsById, type SitemapThing } from './sitemap';

/** Products asked for per call: the most the commerce API answers with at once. */
const productPage = 100;

/** The language's own market (a crawler has no cookies): the one its pages canonically live in. */
function languageMarket(locale: Locale) {
  return defaultMarketForLocale(locale);
}

function clientFor(locale: Locale) {
  const market = languageMarket(locale);
  return anonymousApolloClient(
    apiVariablesOf({ channel: channelOfMarket(market), market, locale }),
  );
}

async function productsOf(locale: Locale) {
  const client = clientFor(locale);
  const products: { productId: number; canonicalUrl?: string | null }[] = [];
  // The API may answer with fewer than asked for: the next call starts after what it gave.
  for (let skip = 0; ;) {
    const { data } = await client.query({
      query: SitemapProductsDocument,
      variables: { skip, take: productPage },
      fetchPolicy: 'no-cache',
    });
    if (!data?.products) throw new Error(`The commerce API listed no products for ${locale}`);
    const page = data.products.products ?? [];
    products.push(...page.filter((product) => product !== null));
    skip += page.length;
    if (page.length === 0 || skip >= data.products.count) return products;
  }
}

async function pagesOf(locale: Locale) {
  const { data } = await clientFor(locale).query({
    query: SitemapPagesDocument,
    fetchPolicy: 'no-cache',
  });
  if (!data)
    throw new Error(`The commerce API listed no categories, brands or pages for ${locale}`);
  const present = <T>(items: readonly (T | null)[] | null | undefined): T[] =>
    (items ?? []).filter((item): item is T => item !== null);
  return {
    categories: present(data.categories),
    brands: present(data.brands),
    contentPages: present(data.cmsPages),
  };
}

/**
 * The sitemap of the shop in its translated languages: the home page, every product, category,
 * brand and published content page, each page with its hreflang alternates. Each language's
 * addresses come from the commerce API in that language (aliases differ: /p/sofas/bo-sofa,
 * /sv/p/soffor/bo-soffa) and are paired by id; hrefs are absolute on the public origin, with the
 * language's prefix (and its market when markets are in the path), as the pages' canonical links.
 */
export async function shopSitemap(request: Request, now = new Date()): Promise<string> {
  const config = serverConfig();
  const origin = config.publicOrigin ?? new URL(request.url).origin;
  const languages = translatedLocales;
  const [products, pages] = await Promise.all([
    Promise.all(languages.map(async (locale) => [locale, await productsOf(locale)] as const)),
    Promise.all(languages.map(async (locale) => [locale, await pagesOf(locale)] as const)),
  ]);
  const home: SitemapThing = {
    paths: Object.fromEntries(languages.map((locale) => [locale, '/'])),
  };
  const things = [
    home,
    ...thingsById(
      pages.map(([locale, page]) => [locale, page.categories] as const),
      (category) => category.categoryId,
      (category) => category.canonicalUrl,
    ),
    ...thingsById(
      pages.map(([locale, page]) => [locale, page.brands] as const),
      (brand) => brand.brandId,
      (brand) => brand.canonicalUrl,
    ),
    ...thingsById(
      pages.map(
        ([locale, page]) =>
          [locale, page.contentPages.filter((content) => isPublished(content, now))] as const,
      ),
      (content) => content.id,
      (content) => content.canonicalUrl,
    ),
    ...thingsById(
      products,
      (product) => product.productId,
      (product) => product.canonicalUrl,
    ),
  ];
  return sitemapXml(
    sitemapUrls(
      things,
      languages,
      (locale, path) =>
        `${origin}${shopPath(path, {
          locale,
          market: config.marketInPath ? languageMarket(locale).alias : undefined,
        })}`,
    ),
  );
}

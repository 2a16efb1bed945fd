import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiVariablesOf, shopChannels } from '@hemma/data';
import { markets } from '../app/config/shop';
import { localizedPath, type ScreenParams } from '../app/routing/paths';
import { screens, type ScreenName } from '../app/routing/screens';
import { startCommerceApi, type RunningCommerceApi } from './commerceApi';
import { buildDirectory, startShop, type RunningShop } from './server';

type Language = 'en' | 'sv';
function marketNamed(alias: string) {
  const market = markets.find((candidate) => candidate.alias === alias);
  if (!market) throw new Error(`No market ${alias}`);
  return market;
}
const languages: readonly Language[] = ['en', 'sv'];
const otherLanguage = (language: Language): Language => (language === 'en' ? 'sv' : 'en');

/** Real aliases of the seeded catalogue and content (apps/commerce-api/src/seed), per language. */
const product = {
  sv: { level1: '2-sitssoffor', alias: 'bo-2-sitssoffa-gra' },
  en: { level1: '2-seater-sofas', alias: 'bo-2-seater-sofa-grey' },
};
const sampleParams: Record<Language, Partial<Record<ScreenName, Record<string, string>>>> = {
  sv: {
    list: { type: 'brand', '*': 'nordvik' },
    listAlias: { '*': 'soffor' },
    category: { category: 'mobler' },
    subCategory: { parent: 'mobler', category: 'soffor' },
    brand: { '*': 'nordvik' },
    discountCampaign: { '*': 'ljusveckan' },
    search: { search: 'soffa' },
    product: { alias: product.sv.alias },
    productInCategory: product.sv,
    productInSubCategory: { level1: 'mobler', level2: 'soffor', alias: product.sv.alias },
    productLegacy: { alias: product.sv.alias },
    content: { alias: 'om-oss' },
    contentAlias: { alias: 'om-oss' },
  },
  en: {
    list: { type: 'brand', '*': 'nordvik' },
    listAlias: { '*': 'sofas' },
    category: { category: 'furniture' },
    subCategory: { parent: 'furniture', category: 'sofas' },
    brand: { '*': 'nordvik' },
    discountCampaign: { '*': 'light-week' },
    search: { search: 'sofa' },
    product: { alias: product.en.alias },
    productInCategory: product.en,
    productInSubCategory: { level1: 'furniture', level2: 'sofas', alias: product.en.alias },
    productLegacy: { alias: product.en.alias },
    content: { alias: 'about' },
    contentAlias: { alias: 'about' },
  },
};

/** Screens whose sample names a thing by a language's own alias: their alternates come from the thing, not the path table. */
const languageSpecificAliases = new Set<ScreenName>([
  'listAlias',
  'category',
  'subCategory',
  'discountCampaign',
  'search',
  'product',
  'productInCategory',
  'productInSubCategory',
  'productLegacy',
  'content',
  'contentAlias',
]);

const productScreens = new Set<ScreenName>([
  'product',
  'productInCategory',
  'productInSubCategory',
  'productLegacy',
]);
const listScreens = new Set<ScreenName>([
  'allProducts',
  'list',
  'listAlias',
  'category',
  'subCategory',
  'brand',
  'discountCampaign',
  'search',
]);

const signedIn = { cookie: 'hemma-auth=e2e-token' };
const browserHeaders = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36',
};

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

/** The text of every h1 of the document, tags stripped. */
function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );
}

/** The document's own text, without the serialized Apollo cache and route data scripts. */
function visibleHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

let api: RunningCommerceApi;
let shop: RunningShop;
let marketShop: RunningShop;

/** Asks the commerce API itself what a page must show, in the market the shop uses for the language. */
async function commerceQuery<T>(
  language: Language,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(api.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': 'hemma-dev-key' },
    body: JSON.stringify({
      query,
      variables: {
        ...apiVariablesOf({
          locale: language,
          market: marketNamed(language === 'sv' ? 'se' : 'eu'),
          channel: language === 'sv' ? shopChannels.se : shopChannels.com,
        }),
        ...variables,
      },
    }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

interface ProductFacts {
  name: string;
  price: string;
  metaTitle: string;
}
interface ListFacts {
  name: string;
  metaTitle: string;
}
const expectedProduct = new Map<Language, ProductFacts>();
const expectedList = new Map<string, ListFacts>();

interface MatrixEntry {
  name: ScreenName;
  locale: Language;
  path: string;
}
const matrix: MatrixEntry[] = screens.flatMap((screen) =>
  languages.map((locale) => ({
    name: screen.name,
    locale,
    path: localizedPath(
      screen.name,
      locale,
      (sampleParams[locale][screen.name] ?? {}) as ScreenParams<ScreenName>,
    ),
  })),
);
const pages = new Map<string, { response: Response; html: string }>();

/** Fetches every page of the matrix a few at a time (the server renders in parallel; the tests only read). */
async function fetchMatrix() {
  const queue = [...matrix];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const response = await fetch(`${shop.origin}${entry.path}`, {
        headers: { ...browserHeaders, ...signedIn },
        redirect: 'manual',
      });
      pages.set(entry.path, { response, html: await response.text() });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function loadExpectations() {
  await Promise.all(
    languages.map(async (language) => {
      const { product: found } = await commerceQuery<{
        product: {
          name: string;
          meta: { title: string };
          unitPrice: { sellingPriceIncVatFormatted: string };
        };
      }>(
        language,
        'query ($alias: String!, $channelId: String, $languageId: String, $marketId: String) { product(alias: $alias, channelId: $channelId, languageId: $languageId, marketId: $marketId) { name meta { title } unitPrice { sellingPriceIncVatFormatted } } }',
        { alias: product[language].alias },
      );
      expectedProduct.set(language, {
        name: found.name,
        price: found.unitPrice.sellingPriceIncVatFormatted,
        metaTitle: found.meta.title,
      });
      const urls = [
        `/c/${sampleParams[language].subCategory?.parent}/${sampleParams[language].subCategory?.category}`,
        `/b/nordvik`,
        `/dc/${sampleParams[language].discountCampaign?.['*']}`,
      ];
      for (const url of urls) {
        const { listPageInfo } = await commerceQuery<{
          listPageInfo: { name: string; meta: { title: string } };
        }>(
          language,
          'query ($url: String, $channelId: String, $languageId: String, $marketId: String) { listPageInfo(url: $url, channelId: $channelId, languageId: $languageId, marketId: $marketId) { name meta { title } } }',
          { url },
        );
        expectedList.set(`${language}${url}`, {
          name: listPageInfo.name,
          metaTitle: listPageInfo.meta.title,
        });
      }
    }),
  );
}

beforeAll(async () => {
  api = await startCommerceApi({ copyOf: inject('seededApiData') });
  [shop, marketShop] = await Promise.all([
    startShop({ COMMERCE_API_URL: api.graphqlUrl }),
    startShop({
      COMMERCE_API_URL: api.graphqlUrl,
      MARKET_IN_PATH: 'true',
      START_PAGE: 'false',
      FALLBACK_MARKET_ALIAS: 'se',
    }),
  ]);
  await Promise.all([fetchMatrix(), loadExpectations()]);
});

afterAll(async () => {
  await Promise.all([shop?.stop(), marketShop?.stop()]);
  await api?.stop();
});

const themeClassByLanguage = new Map<string, Set<string>>();

/** What each kind of page must hold in its server HTML, besides the shared meta. */
function expectPageContent({ name, locale }: MatrixEntry, html: string) {
  const text = decode(visibleHtml(html));
  const [heading] = headingsOf(html);
  if (productScreens.has(name)) {
    const facts = expectedProduct.get(locale);
    expect(heading).toBe(facts?.name);
    expect(text).toContain(facts?.price);
    expect(html).toContain(`<title>${facts?.metaTitle}</title>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.webp"\/>/);
    return;
  }
  if (listScreens.has(name)) {
    // Every list shows product cards with their prices in the channel's currency.
    expect(text).toMatch(/href="(?:\/sv)?\/p\/[^"]+"/);
    expect(text).toMatch(locale === 'sv' ? /\d\skr</ : /€\d/);
    const url =
      name === 'subCategory' || name === 'listAlias'
        ? `/c/${sampleParams[locale].subCategory?.parent}/${sampleParams[locale].subCategory?.category}`
        : name === 'brand' || name === 'list'
          ? '/b/nordvik'
          : name === 'discountCampaign'
            ? `/dc/${sampleParams[locale].discountCampaign?.['*']}`
            : undefined;
    const facts = url ? expectedList.get(`${locale}${url}`) : undefined;
    if (facts) {
      expect(heading).toBe(facts.name);
      expect(html).toContain(`<title>${facts.metaTitle}</title>`);
    }
    return;
  }
  if (name === 'index') {
    expect(heading).toBe(locale === 'sv' ? 'Välkommen till Hemma' : 'Welcome to Hemma');
    // Widget content: the campaign banner and the HTML widget's selling points.
    expect(text).toContain(locale === 'sv' ? 'Ljusveckan' : 'Light week');
    expect(text).toContain(locale === 'sv' ? 'Därför Hemma' : 'Why Hemma');
  }
  if (name === 'content' || name === 'contentAlias')
    expect(heading).toBe(locale === 'sv' ? 'Om Hemma' : 'About Hemma');
  if (name === 'brands') expect(text).toContain('Nordvik');
  if (name === 'summerCampaign') {
    // The campaign's garden furniture, drawn on the server with prices in the channel's currency.
    expect(heading).toBe(locale === 'sv' ? 'Sommar i trädgården' : 'Summer in the garden');
    expect(text).toMatch(locale === 'sv' ? /href="\/sv\/p\/[^"]+"/ : /href="\/p\/[^"]+"/);
    expect(text).toMatch(locale === 'sv' ? /\d\skr</ : /€\d/);
  }
}

describe('route matrix in English and Swedish on the seeded commerce API (server HTML)', () => {
  it.each(matrix)('$name in $locale: $path', (entry) => {
    const { name, locale, path } = entry;
    const page = pages.get(path);
    if (!page) throw new Error(`not fetched: ${path}`);
    const { response, html } = page;
    expect(response.status).toBe(name === 'notFound' ? 404 : 200);
    expectSecurityHeaders(response);
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe(locale);
    const themeClass = attribute(html, /<html lang="[^"]+" class="([^"]+)"/);
    expect(themeClass).toBeTruthy();
    const classes = themeClassByLanguage.get(locale) ?? new Set();
    classes.add(themeClass ?? '');
    themeClassByLanguage.set(locale, classes);

    expect(html).toMatch(/<title>[^<]+\| Hemma<\/title>/);
    expect(attribute(html, /<meta name="description" content="([^"]+)"\/>/)).toBeTruthy();
    expect(headingsOf(html)).toHaveLength(1);

    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"\/>/);
    if (!productScreens.has(name)) expect(canonical).toBe(`${shop.origin}${path}`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain(
      `<meta property="og:locale" content="${locale === 'sv' ? 'sv_SE' : 'en_GB'}"/>`,
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta property="og:site_name" content="Hemma"\/>/);
    const other = otherLanguage(locale);
    // A product's own language names its canonical address (a shorter or legacy path leads there).
    expect(html).toContain(
      `<link rel="alternate" hrefLang="${locale}" href="${productScreens.has(name) ? canonical : `${shop.origin}${path}`}"/>`,
    );
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="${other}" href="${shop.origin}/`),
    );
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+"\/>/);
    if (!languageSpecificAliases.has(name)) {
      const otherPath = localizedPath(
        name,
        other,
        (sampleParams[other][name] ?? {}) as ScreenParams<ScreenName>,
      );
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${other}" href="${shop.origin}${otherPath}"/>`,
      );
    }
    expect(html).toMatch(/<script nonce="[^"]+">/);
    expectPageContent(entry, html);
  });

  it('themes Swedish pages with the se channel and English pages with the com channel, each the same on every page', () => {
    expect(themeClassByLanguage.get('sv')?.size).toBe(1);
    expect(themeClassByLanguage.get('en')?.size).toBe(1);
    expect([...(themeClassByLanguage.get('sv') ?? [])][0]).not.toBe(
      [...(themeClassByLanguage.get('en') ?? [])][0],
    );
  });
});

describe('hreflang alternates with language-specific aliases', () => {
  const alternate = (hreflang: string, path: string) =>
    `<link rel="alternate" hrefLang="${hreflang}" href="${shop.origin}${path}"/>`;
  const productPaths = {
    sv: `/sv/p/${product.sv.level1}/${product.sv.alias}`,
    en: `/p/${product.en.level1}/${product.en.alias}`,
  };
  const categoryPaths = { sv: '/sv/c/mobler/soffor', en: '/c/furniture/sofas' };

  it.each([
    {
      thing: 'product',
      paths: productPaths,
      legacy: { sv: `/sv/product/${product.sv.alias}`, en: `/product/${product.en.alias}` },
    },
    { thing: 'category', paths: categoryPaths, legacy: null },
  ])(
    '$thing: the Swedish page names the English alias and the English page the Swedish one',
    async ({ paths, legacy }) => {
      const cases: [string, Language][] = [
        [paths.sv, 'sv'],
        [paths.en, 'en'],
        ...(legacy
          ? ([
              [legacy.sv, 'sv'],
              [legacy.en, 'en'],
            ] as [string, Language][])
          : []),
      ];
      for (const [path, locale] of cases) {
        const html = await (
          await fetch(`${shop.origin}${path}`, { headers: browserHeaders })
        ).text();
        expect(html, path).toContain(alternate(locale, paths[locale]));
        expect(html, path).toContain(
          alternate(otherLanguage(locale), paths[otherLanguage(locale)]),
        );
        expect(html, path).toContain(alternate('x-default', paths.en));
      }
    },
  );
});

describe('status codes, guards and errors', () => {
  it.each([
    ['/a/b/c/d/e', 'en', 'This page could not be found'],
    ['/sv/a/b/c/d/e', 'sv', 'Sidan kunde inte hittas'],
    ['/list/not-a-list-type', 'en', 'This page could not be found'],
    ['/sv/b', 'sv', 'Sidan kunde inte hittas'],
    ['/p/no-such-product', 'en', 'This page could not be found'],
    ['/sv/c/ingen-sadan-kategori', 'sv', 'Sidan kunde inte hittas'],
    ['/no-such-content-page', 'en', 'This page could not be found'],
  ])('answers %s with 404 and the 404 page in its language', async (path, locale, text) => {
    const response = await fetch(`${shop.origin}${path}`, { headers: browserHeaders });
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(headingsOf(html)).toEqual([text]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`href="${locale === 'sv' ? '/sv' : '/'}"`);
  });

  it.each([
    '/list/brand',
    '/list/category',
    '/list/discountCampaign',
    '/list/list',
    '/list/search',
    '/sv/list/category',
    '/sv/list/brand',
  ])(
    'answers %s (the value left out, as the spec allows) with the whole catalogue (issue 22)',
    async (path) => {
      const response = await fetch(`${shop.origin}${path}`, { headers: browserHeaders });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(path.startsWith('/sv') ? /Visar 24 av \d{3}/ : /Showing 24 of \d{3}/);
    },
  );

  it('sends a visitor without a session from the account pages to the index, unless the query has a loginToken', async () => {
    const guarded = await fetch(`${shop.origin}/sv/mina-sidor/ordrar`, { redirect: 'manual' });
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get('location')).toBe('/sv');
    expectSecurityHeaders(guarded);
    const withToken = await fetch(`${shop.origin}/my-account/orders?loginToken=abc`, {
      redirect: 'manual',
    });
    expect(withToken.status).toBe(200);
  });

  it('redirects the default language to its unprefixed path', async () => {
    const response = await fetch(`${shop.origin}/en/checkout?action=login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout?action=login');
    expectSecurityHeaders(response);
  });

  it('switches the language to the localized path and stores the locale cookie for 365 days', async () => {
    const response = await fetch(
      `${shop.origin}/change-language?to=sv&from=${encodeURIComponent('/my-account/orders')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sv/mina-sidor/ordrar');
    expect(response.headers.get('set-cookie')).toBe(
      'hemma-locale=sv; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('proxies GraphQL on the same origin to the commerce API, adding the public API key the browser does not send', async () => {
    const body = JSON.stringify({
      operationName: 'channel',
      query: 'query channel { channel(channelId: "1|se") { id } }',
      variables: {},
    });
    const direct = await fetch(api.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    const response = await fetch(`${shop.origin}/graphql`, {
      method: 'POST',
      // What the shop's page sends: the proxy refuses a POST from another origin (issue 51).
      headers: { 'content-type': 'application/json', origin: shop.origin },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { channel: { id: '1|se' } } });
    expectSecurityHeaders(response);
  });
});

describe('nothing secret in the browser (issue 13)', () => {
  it('keeps the commerce API address out of the page and out of every client script', async () => {
    const html = await (
      await fetch(`${shop.origin}/sv/kassan`, { headers: browserHeaders })
    ).text();
    expect(html).not.toContain(api.graphqlUrl);
    const assets = join(buildDirectory, 'client/assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(join(assets, file), 'utf8');
      expect({
        file,
        leaks: ['COMMERCE_API_URL', 'API_KEY', 'process.env'].filter((text) =>
          source.includes(text),
        ),
      }).toEqual({ file, leaks: [] });
    }
  });
});

describe('market in the path (MARKET_IN_PATH=true, START_PAGE=false)', () => {
  it.each([
    ['/sv/se', '/se/sv', 'the /{locale}/{market} order'],
    ['/sv/kassan', '/se/sv/kassan', 'the current market added'],
    ['/checkout', '/eu/en/checkout', 'the current market and its language added'],
    ['/atlantis/sv/kassan', '/se/sv/kassan', 'an unknown market to the fallback market'],
    [
      '/eu/sv/kassan',
      '/eu/en/checkout',
      "a disallowed locale replaced by the market's default language",
    ],
    ['/se/sv/start', '/se/sv', 'the start page to the index when it is off'],
    [
      '/sv/p/2-sitssoffor/bo-2-sitssoffa-gra',
      '/se/sv/p/2-sitssoffor/bo-2-sitssoffa-gra',
      'the current market added to a product path',
    ],
  ])('redirects %s to %s (%s)', async (from, to) => {
    const response = await fetch(`${marketShop.origin}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(to);
    expectSecurityHeaders(response);
  });

  it('takes the language of a path without one from the locale cookie when the market allows it', async () => {
    const response = await fetch(`${marketShop.origin}/se/checkout`, {
      redirect: 'manual',
      headers: { cookie: 'hemma-locale=en' },
    });
    expect(response.headers.get('location')).toBe('/se/en/checkout');
  });

  it('adds the market from the selected-market cookie', async () => {
    const response = await fetch(`${marketShop.origin}/sv/favoriter`, {
      redirect: 'manual',
      headers: { cookie: 'hemma-selected-market=fi' },
    });
    expect(response.headers.get('location')).toBe('/fi/sv/favoriter');
  });

  it('serves a canonical market path with market-prefixed canonical and alternates', async () => {
    const response = await fetch(`${marketShop.origin}/se/sv/kassan`, { headers: browserHeaders });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${marketShop.origin}/se/sv/kassan"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="${marketShop.origin}/se/en/checkout"/>`,
    );
    expect(html).toContain('<html lang="sv"');
  });

  it('serves a product in the market of its path, with the market in its canonical and its links', async () => {
    const response = await fetch(`${marketShop.origin}/se/sv/p/2-sitssoffor/bo-2-sitssoffa-gra`, {
      headers: browserHeaders,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(headingsOf(html)).toEqual([expectedProduct.get('sv')?.name]);
    expect(decode(visibleHtml(html))).toContain(expectedProduct.get('sv')?.price);
    expect(html).toContain(
      `<link rel="canonical" href="${marketShop.origin}/se/sv/p/2-sitssoffor/bo-2-sitssoffa-gra"/>`,
    );
    expect(html).toMatch(/href="\/se\/sv\/kassan"|href="\/se\/sv\/favoriter"/);
  });

  it('answers an unknown product in a market path with the 404 page', async () => {
    const response = await fetch(`${marketShop.origin}/eu/en/p/no-such-product`, {
      headers: browserHeaders,
    });
    expect(response.status).toBe(404);
    expect(headingsOf(await response.text())).toEqual(['This page could not be found']);
  });
});

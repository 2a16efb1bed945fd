import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCommerceApi, type RunningCommerceApi } from './commerceApi';
import { apiGraphql, channelContexts } from './commerceCalls';
import { startShop, type RunningShop } from './server';

// Issue 52, item 13: crawlers find robots.txt and a sitemap of every page in both languages.
const publicOrigin = 'https://hemma.example';
const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

let api: RunningCommerceApi;
let shop: RunningShop;

beforeAll(async () => {
  api = await startCommerceApi({ copyOf: inject('seededApiData') });
  // Absolute addresses come from the configured public origin, not the address the request used.
  shop = await startShop({ COMMERCE_API_URL: api.graphqlUrl, PUBLIC_ORIGIN: publicOrigin });
});

afterAll(async () => {
  await shop?.stop();
  await api?.stop();
});

interface SitemapEntry {
  loc: string;
  alternates: Map<string, string>;
}

/** The sitemap as a crawler reads it: XML that must parse, in the sitemap namespace. */
function parseSitemap(xml: string): SitemapEntry[] {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.documentElement.namespaceURI).toBe(sitemapNs);
  expect(document.documentElement.localName).toBe('urlset');
  return [...document.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
    alternates: new Map(
      [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
  }));
}

/** Every product's address in a channel's language, page by page as the API gives them. */
async function productUrls(context: (typeof channelContexts)[keyof typeof channelContexts]) {
  const urls: string[] = [];
  for (;;) {
    const { products } = await apiGraphql<{
      products: { count: number; products: { canonicalUrl: string }[] };
    }>(
      api,
      'query($skip: Int, $channelId: String, $marketId: String, $languageId: String) { products(skip: $skip, take: 100, channelId: $channelId, marketId: $marketId, languageId: $languageId) { count products { canonicalUrl } } }',
      { skip: urls.length, ...context },
    );
    urls.push(...products.products.map((product) => product.canonicalUrl));
    if (products.products.length === 0 || urls.length >= products.count) {
      expect(urls).toHaveLength(products.count);
      return urls;
    }
  }
}

/** A public address of the sitemap, asked of the shop under test. */
const local = (href: string) => href.replace(publicOrigin, shop.origin);

describe('robots.txt', () => {
  it('names the sitemap on the public origin and lets crawlers read the pages', async () => {
    const response = await fetch(`${shop.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${publicOrigin}/sitemap\\.xml$`, 'm'));
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('sitemap.xml', () => {
  let entries: SitemapEntry[];
  let byLoc: Map<string, SitemapEntry>;

  beforeAll(async () => {
    const response = await fetch(`${shop.origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    entries = parseSitemap(await response.text());
    byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  });

  it('lists every product of the API in English and in Swedish, each with the other as an hreflang alternate', async () => {
    const [english, swedish] = await Promise.all([
      productUrls(channelContexts.com),
      productUrls(channelContexts.se),
    ]);
    expect(english.length).toBeGreaterThan(300);
    expect(swedish).toHaveLength(english.length);
    const productLocs = entries.filter((entry) => /\/p\//.test(entry.loc));
    expect(productLocs).toHaveLength(english.length + swedish.length);
    for (const path of english) {
      const entry = byLoc.get(`${publicOrigin}${path}`);
      expect(entry, `English ${path}`).toBeDefined();
      expect(entry?.alternates.get('x-default')).toBe(`${publicOrigin}${path}`);
      expect(entry?.alternates.get('sv')).toMatch(new RegExp(`^${publicOrigin}/sv/p/`));
    }
    for (const path of swedish) {
      const entry = byLoc.get(`${publicOrigin}/sv${path}`);
      expect(entry, `Swedish ${path}`).toBeDefined();
      expect(entry?.alternates.get('en')).toMatch(new RegExp(`^${publicOrigin}/p/`));
    }
  });

  it('lists the home page, categories, brands and content pages in both languages, all absolute on the public origin', () => {
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${publicOrigin}/`), entry.loc).toBe(true);
      for (const href of entry.alternates.values())
        expect(href.startsWith(`${publicOrigin}/`), href).toBe(true);
    }
    const locs = new Set(byLoc.keys());
    for (const path of [
      '/',
      '/sv',
      '/c/furniture/sofas',
      '/sv/c/mobler/soffor',
      '/b/nordvik',
      '/sv/b/nordvik',
      '/about',
      '/sv/om-oss',
    ])
      expect(locs, path).toContain(`${publicOrigin}${path}`);
  });

  it("names the same alternates as the page's own head, and each listed address is a page of the shop", async () => {
    // Content pages are left out of the comparison: their heads name the screen's path in the
    // other language (/om-oss for English), not the page's own alias there (/about).
    const samples = ['/sv/p/', '/p/', '/sv/c/', '/c/', '/b/', '/sv/b/', '/sv'].map((prefix) => {
      const entry = entries.find((candidate) =>
        prefix === '/sv'
          ? candidate.loc === `${publicOrigin}/sv`
          : candidate.loc.startsWith(`${publicOrigin}${prefix}`),
      );
      if (!entry) throw new Error(`No sitemap address starts with ${prefix}`);
      return entry;
    });
    for (const entry of samples) {
      const response = await fetch(local(entry.loc), { redirect: 'manual' });
      expect(response.status, entry.loc).toBe(200);
      const head = new JSDOM(await response.text()).window.document.head;
      const pageAlternates = new Map(
        [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
      );
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(entry.loc);
      expect(Object.fromEntries(pageAlternates), entry.loc).toEqual(
        Object.fromEntries(entry.alternates),
      );
    }
    for (const loc of [`${publicOrigin}/about`, `${publicOrigin}/sv/om-oss`]) {
      expect((await fetch(local(loc), { redirect: 'manual' })).status, loc).toBe(200);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, type ScreenParams } from '../app/routing/paths';
import { screens, type ScreenName } from '../app/routing/screens';
import { startShop, type RunningShop } from './server';

/** Sample parameters for every screen with a path parameter. */
const sampleParams: Partial<Record<ScreenName, Record<string, string>>> = {
  list: { type: 'brand', '*': 'hay' },
  listAlias: { '*': 'summer-sale' },
  category: { category: 'soffor' },
  subCategory: { parent: 'mobler', category: 'soffor' },
  brand: { '*': 'hay' },
  discountCampaign: { '*': 'black-week' },
  search: { search: 'soffa' },
  product: { alias: 'ek-stol' },
  productInCategory: { level1: 'stolar', alias: 'ek-stol' },
  productInSubCategory: { level1: 'mobler', level2: 'stolar', alias: 'ek-stol' },
  productLegacy: { alias: 'ek-stol' },
  content: { alias: 'om-oss' },
  contentAlias: { alias: 'om-oss' },
};

const signedIn = { cookie: 'hemma-auth=e2e-token' };
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36' };

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

let shop: RunningShop;
let marketShop: RunningShop;
let api: Server;
let apiUrl = '';
const themeClassByLanguage = new Map<string, Set<string>>();

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { echo: JSON.parse(body || '{}').operationName ?? null, apiKey: request.headers['x-apikey'] ?? null } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql`;
  [shop, marketShop] = await Promise.all([
    startShop({ COMMERCE_API_URL: apiUrl }),
    startShop({ COMMERCE_API_URL: apiUrl, MARKET_IN_PATH: 'true', START_PAGE: 'false', FALLBACK_MARKET_ALIAS: 'se' }),
  ]);
});

afterAll(async () => {
  await Promise.all([shop?.stop(), marketShop?.stop()]);
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

const matrix = screens.flatMap((screen) =>
  (['en', 'sv'] as const).map((locale) => ({
    name: screen.name,
    locale,
    path: localizedPath(screen.name, locale, (sampleParams[screen.name] ?? {}) as ScreenParams<ScreenName>),
  })),
);

describe('route matrix in English and Swedish (server HTML)', () => {
  it.each(matrix)('$name in $locale: $path', async ({ name, locale, path }) => {
    const response = await fetch(`${shop.origin}${path}`, { headers: { ...browser, ...signedIn }, redirect: 'manual' });
    expect(response.status).toBe(name === 'notFound' ? 404 : 200);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe(locale);
    const themeClass = attribute(html, /<html lang="[^"]+" class="([^"]+)"/);
    expect(themeClass).toBeTruthy();
    const classes = themeClassByLanguage.get(locale) ?? new Set();
    classes.add(themeClass ?? '');
    themeClassByLanguage.set(locale, classes);
    expect(html).toMatch(/<title>[^<]+\| Hemma<\/title>/);
    expect(html).toContain('<h1');
    const params = sampleParams[name] ?? {};
    const other = locale === 'en' ? 'sv' : 'en';
    expect(html).toContain(`<link rel="canonical" href="${shop.origin}${path}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="${other}" href="${shop.origin}${localizedPath(name, other, params as ScreenParams<ScreenName>)}"/>`);
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain(`<meta property="og:url" content="${shop.origin}${path}"/>`);
    expect(html).toMatch(/<script nonce="[^"]+">/);
  });

  it('themes Swedish pages with the se channel and English pages with the com channel, each the same on every page', () => {
    expect(themeClassByLanguage.get('sv')?.size).toBe(1);
    expect(themeClassByLanguage.get('en')?.size).toBe(1);
    expect([...(themeClassByLanguage.get('sv') ?? [])][0]).not.toBe([...(themeClassByLanguage.get('en') ?? [])][0]);
  });
});

describe('status codes, guards and errors', () => {
  it.each([
    ['/a/b/c/d/e', 'en', 'This page could not be found'],
    ['/sv/a/b/c/d/e', 'sv', 'Sidan kunde inte hittas'],
    ['/list/not-a-list-type', 'en', 'This page could not be found'],
    ['/favicon.ico', 'en', 'This page could not be found'],
    ['/sv/b', 'sv', 'Sidan kunde inte hittas'],
  ])('answers %s with 404 and the 404 page in its language', async (path, locale, text) => {
    const response = await fetch(`${shop.origin}${path}`, { headers: browser });
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(text);
    expect(html).toContain(`href="${locale === 'sv' ? '/sv' : '/'}"`);
  });

  it('sends a visitor without a session from the account pages to the index, unless the query has a loginToken', async () => {
    const guarded = await fetch(`${shop.origin}/sv/mina-sidor/ordrar`, { redirect: 'manual' });
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get('location')).toBe('/sv');
    expectSecurityHeaders(guarded);
    const withToken = await fetch(`${shop.origin}/my-account/orders?loginToken=abc`, { redirect: 'manual' });
    expect(withToken.status).toBe(200);
  });

  it('redirects the default language to its unprefixed path', async () => {
    const response = await fetch(`${shop.origin}/en/checkout?action=login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout?action=login');
    expectSecurityHeaders(response);
  });

  it('switches the language to the localized path and stores the locale cookie for 365 days', async () => {
    const response = await fetch(`${shop.origin}/change-language?to=sv&from=${encodeURIComponent('/my-account/orders')}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sv/mina-sidor/ordrar');
    expect(response.headers.get('set-cookie')).toBe('hemma-locale=sv; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('proxies GraphQL on the same origin to the commerce API, adding the public API key', async () => {
    const response = await fetch(`${shop.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'channel', query: '{ __typename }', variables: {} }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { echo: 'channel', apiKey: 'hemma-dev-key' } });
    expectSecurityHeaders(response);
  });
});

describe('nothing secret in the browser (issue 13)', () => {
  it('keeps the commerce API address out of the page and out of every client script', async () => {
    const html = await (await fetch(`${shop.origin}/sv/kassan`, { headers: browser })).text();
    expect(html).not.toContain(apiUrl);
    const assets = join(dirname(fileURLToPath(import.meta.url)), '../build/client/assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(join(assets, file), 'utf8');
      expect({ file, leaks: ['COMMERCE_API_URL', 'API_KEY', 'process.env'].filter((text) => source.includes(text)) }).toEqual({ file, leaks: [] });
    }
  });
});

describe('market in the path (MARKET_IN_PATH=true, START_PAGE=false)', () => {
  it.each([
    ['/sv/se', '/se/sv', 'the /{locale}/{market} order'],
    ['/sv/kassan', '/se/sv/kassan', 'the current market added'],
    ['/checkout', '/eu/en/checkout', 'the current market and its language added'],
    ['/atlantis/sv/kassan', '/se/sv/kassan', 'an unknown market to the fallback market'],
    ['/eu/sv/kassan', '/eu/en/checkout', "a disallowed locale replaced by the market's default language"],
    ['/se/sv/start', '/se/sv', 'the start page to the index when it is off'],
  ])('redirects %s to %s (%s)', async (from, to) => {
    const response = await fetch(`${marketShop.origin}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(to);
    expectSecurityHeaders(response);
  });

  it('takes the language of a path without one from the locale cookie when the market allows it', async () => {
    const response = await fetch(`${marketShop.origin}/se/checkout`, { redirect: 'manual', headers: { cookie: 'hemma-locale=en' } });
    expect(response.headers.get('location')).toBe('/se/en/checkout');
  });

  it('adds the market from the selected-market cookie', async () => {
    const response = await fetch(`${marketShop.origin}/sv/favoriter`, { redirect: 'manual', headers: { cookie: 'hemma-selected-market=fi' } });
    expect(response.headers.get('location')).toBe('/fi/sv/favoriter');
  });

  it('serves a canonical market path with market-prefixed canonical and alternates', async () => {
    const response = await fetch(`${marketShop.origin}/se/sv/kassan`, { headers: browser });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${marketShop.origin}/se/sv/kassan"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${marketShop.origin}/se/en/checkout"/>`);
    expect(html).toContain('<html lang="sv"');
  });
});

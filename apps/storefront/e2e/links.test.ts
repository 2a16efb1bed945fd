import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCommerceApi, type RunningCommerceApi } from './commerceApi';
import { startShop, type RunningShop } from './server';

/**
 * Issue 22: a link check. Every same-origin link in the server HTML of the front, a list, a
 * product and content pages, in English and Swedish, answers 200 or a deliberate redirect to a page
 * that does; every picture the HTML asks the image service for exists (a width it does not serve
 * is a 404); and no link points to a placeholder domain (example.com and the like).
 */

const pages = {
  en: [
    '/',
    '/c/furniture/sofas',
    '/p/2-seater-sofas/bo-2-seater-sofa-grey',
    '/about',
    '/customer-service',
    '/business',
    '/brands',
  ],
  sv: [
    '/sv',
    '/sv/c/mobler/soffor',
    '/sv/p/2-sitssoffor/bo-2-sitssoffa-gra',
    '/sv/om-oss',
    '/sv/kundservice',
    '/sv/foretag',
    '/sv/varumarken',
  ],
};

/** Domains reserved for examples and tests (RFC 2606, RFC 6761), and obvious stand-ins. */
const placeholderHost = /(^|\.)(example\.(com|org|net)|example|test|invalid)$|(^|\.)placeholder\./i;

const browserHeaders = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36',
};

let api: RunningCommerceApi;
let shop: RunningShop;

beforeAll(async () => {
  api = await startCommerceApi({ copyOf: inject('seededApiData') });
  shop = await startShop({ COMMERCE_API_URL: api.graphqlUrl });
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await api?.stop();
});

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/**
 * Links (a, link), picture sources (img src, srcset of img and source) and films of a document. A
 * film's player is drawn only on Play, so its source is read from the route data in the HTML.
 */
function linksOf(html: string): { links: string[]; pictures: string[]; films: string[] } {
  const links = [...html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    decode(match[1] ?? ''),
  );
  const pictures = [
    ...[...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((match) => decode(match[1] ?? '')),
    ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
      decode(match[1] ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean),
    ),
  ];
  const films = [...html.matchAll(/\/videos\/[\w.-]+\.(?:webm|mp4)/g)].map((match) => match[0]);
  return { links, pictures, films };
}

/** 200, or a redirect (301, 302, 303, 307, 308) whose target answers 200. */
async function answer(url: string): Promise<string> {
  const response = await fetch(url, { headers: browserHeaders, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status === 200) return 'ok';
  if ([301, 302, 303, 307, 308].includes(response.status)) {
    const target = new URL(response.headers.get('location') ?? '', url).href;
    const followed = await fetch(target, { headers: browserHeaders });
    await followed.arrayBuffer();
    return followed.status === 200 ? 'ok' : `${response.status} → ${target} ${followed.status}`;
  }
  return String(response.status);
}

/** Checks the URLs a few at a time: the machine is shared. */
async function broken(urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const verdict = await answer(url).catch((error: Error) => error.message);
        if (verdict !== 'ok') failures.push(`${url}: ${verdict}`);
      }
    }),
  );
  return failures.sort();
}

describe.each(Object.entries(pages))('links of the %s pages', (language, paths) => {
  it('every same-origin link answers 200 or a deliberate redirect, every picture exists, and none points to a placeholder domain', async () => {
    const sameOrigin = new Set<string>();
    const pictures = new Set<string>();
    const films = new Set<string>();
    const placeholders: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${shop.origin}${path}`, { headers: browserHeaders });
      expect(response.status, path).toBe(200);
      const found = linksOf(await response.text());
      for (const link of found.links) {
        if (link === '' || link.startsWith('#') || /^(mailto|tel|javascript):/i.test(link))
          continue;
        const url = new URL(link, `${shop.origin}${path}`);
        if (placeholderHost.test(url.hostname)) placeholders.push(`${path}: ${link}`);
        if (url.origin === shop.origin) {
          url.hash = '';
          sameOrigin.add(url.href);
        }
      }
      for (const film of found.films) films.add(new URL(film, shop.origin).href);
      for (const picture of found.pictures) {
        const url = new URL(picture, `${shop.origin}${path}`);
        if (placeholderHost.test(url.hostname)) placeholders.push(`${path}: ${picture}`);
        if (url.origin === shop.origin || url.origin === api.origin) pictures.add(url.href);
      }
    }
    expect(placeholders, `${language}: links to placeholder domains`).toEqual([]);
    expect(sameOrigin.size).toBeGreaterThan(40);
    expect(pictures.size).toBeGreaterThan(10);
    expect(await broken([...sameOrigin]), `${language}: broken links`).toEqual([]);
    expect(await broken([...pictures]), `${language}: missing pictures`).toEqual([]);
    // The front page's workshop film (the seed's Video widget) is served, as a film.
    expect(films.size, `${language}: films in the pages`).toBeGreaterThan(0);
    for (const film of films) {
      const response = await fetch(film, { headers: browserHeaders });
      await response.arrayBuffer();
      expect(`${response.status} ${response.headers.get('content-type')}`, film).toMatch(
        /^200 video\//,
      );
    }
  }, 300_000);
});

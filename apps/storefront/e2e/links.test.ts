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
});

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

// One test per page, each checking what earlier pages did not already: the header's and footer's
// links are checked once, on the first page, and no test holds the whole language's check.
describe.each(Object.entries(pages))('links of the %s pages', (language, paths) => {
  const sameOrigin = new Set<string>();
  const pictures = new Set<string>();
  const films = new Set<string>();

  it.each(paths)(
    '%s: every same-origin link answers 200 or a deliberate redirect, every picture exists, and none points to a placeholder domain',
    async (path) => {
      const response = await fetch(`${shop.origin}${path}`, { headers: browserHeaders });
      expect(response.status, path).toBe(200);
      const found = linksOf(await response.text());
      const placeholders: string[] = [];
      const newLinks = new Set<string>();
      const newPictures = new Set<string>();
      for (const link of found.links) {
        if (link === '' || link.startsWith('#') || /^(mailto|tel|javascript):/i.test(link))
          continue;
        const url = new URL(link, `${shop.origin}${path}`);
        if (placeholderHost.test(url.hostname)) placeholders.push(link);
        if (url.origin === shop.origin) {
          url.hash = '';
          if (!sameOrigin.has(url.href)) newLinks.add(url.href);
        }
      }
      for (const picture of found.pictures) {
        const url = new URL(picture, `${shop.origin}${path}`);
        if (placeholderHost.test(url.hostname)) placeholders.push(picture);
        if ((url.origin === shop.origin || url.origin === api.origin) && !pictures.has(url.href))
          newPictures.add(url.href);
      }
      expect(placeholders, `${path}: links to placeholder domains`).toEqual([]);
      expect(await broken([...newLinks]), `${path}: broken links`).toEqual([]);
      expect(await broken([...newPictures]), `${path}: missing pictures`).toEqual([]);
      for (const link of newLinks) sameOrigin.add(link);
      for (const picture of newPictures) pictures.add(picture);
      for (const film of found.films) films.add(new URL(film, shop.origin).href);
    },
  );

  it("found many links and pictures, and the front page's workshop film is served as a film", async () => {
    expect(sameOrigin.size, `${language}: links checked`).toBeGreaterThan(40);
    expect(pictures.size, `${language}: pictures checked`).toBeGreaterThan(10);
    // The seed's Video widget on the front page.
    expect(films.size, `${language}: films in the pages`).toBeGreaterThan(0);
    for (const film of films) {
      const response = await fetch(film, { headers: browserHeaders });
      await response.arrayBuffer();
      expect(`${response.status} ${response.headers.get('content-type')}`, film).toMatch(
        /^200 video\//,
      );
    }
  });
});

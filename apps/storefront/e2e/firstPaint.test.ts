import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { interactive, launchChromium, openPage } from './browser';
import { startShopStack, type ShopStack } from './stack';

// Issue 12: the server HTML paints without waiting for JavaScript. A browser (not a crawler) gets
// the page streamed; content that finished rendering must still be in document order, not moved to
// the end of the document and swapped in by script (which delays the largest paint and shifts the page).
const browserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let stack: ShopStack;

beforeAll(async () => {
  stack = await startShopStack();
});

afterAll(() => stack?.stop());

async function mainOf(path: string): Promise<string> {
  const response = await fetch(`${stack.shop.origin}${path}`, {
    headers: { 'user-agent': browserAgent },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The front page on a phone, hydrated, and what `read` finds there; no console problems on the way. */
async function onHydratedFrontPage<T>(read: (page: Page) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    const { page, problems } = await openPage(browser, 390);
    await page.goto(`${stack.shop.origin}/`);
    await interactive(page);
    const found = await read(page);
    expect(problems).toEqual([]);
    return found;
  } finally {
    await browser.close();
  }
}

describe('server HTML in document order (issue 12)', () => {
  it('draws the front page widgets, hero picture first with high priority, inside <main> instead of streaming them after it', async () => {
    const main = await mainOf('/');
    // React writes an outlined Suspense boundary as an empty <template id="B:n"> placeholder.
    expect(main).not.toMatch(/<template id="B:\d+">/);
    const firstImage = /<img [^>]*>/.exec(main)?.[0] ?? '';
    expect(firstImage).toMatch(/fetchPriority="high"/i);
    expect(firstImage).not.toMatch(/loading="lazy"/);
  });

  it("sends a list page's products and widget areas once: in the route data, not again in the Apollo cache the HTML carries", async () => {
    const response = await fetch(`${stack.shop.origin}/c/furniture/sofas`, {
      headers: { 'user-agent': browserAgent },
    });
    const html = await response.text();
    const state = /window\.__APOLLO_STATE__=(.*?);?<\/script>/s.exec(html)?.[1] ?? '';
    const cachedTypes = new Set(
      Object.keys(JSON.parse(state) as object).map((key) => key.split(':')[0]),
    );
    expect(state).not.toBe('');
    for (const listAnswer of ['ProductType', 'FilterValueType', 'PageInfoType', 'PageAreaType'])
      expect(cachedTypes).not.toContain(listAnswer);
    expect(html).toMatch(/streamController\.enqueue\([\s\S]*productId/);
    // The widget areas (sanitized once on the server, kept a short while) come with the route data.
    expect(html).toMatch(/streamController\.enqueue\([\s\S]*containers/);
  });

  it("lists the routes of the URL and of each ancestor of its prefix in the document's route manifest, the same on every request", async () => {
    // Lazy route discovery: the browser knows only these routes until it asks for more. The server
    // answers each market and language prefix from that prefix's screens alone (server.mjs), and
    // remembers the ancestors' routes between requests (patches/react-router@7.18.5.patch).
    const manifestRoutes = async (path: string) => {
      const html = await (await fetch(`${stack.shop.origin}${path}`)).text();
      const manifest = /__reactRouterManifest = (\{.*?\});/s.exec(html)?.[1] ?? '{}';
      return Object.keys((JSON.parse(manifest) as { routes?: object }).routes ?? {});
    };
    for (const [path, prefixKey, expected] of [
      ['/c/furniture/sofas', 'en', ['root', 'subCategory@en', 'category@en', 'index@en']],
      [
        '/sv/c/mobler/soffor',
        'sv-prefix',
        ['root', 'subCategory@sv-prefix', 'category@sv-prefix', 'index@sv-prefix'],
      ],
    ] as const) {
      const first = await manifestRoutes(path);
      expect(first).toEqual(expect.arrayContaining([...expected]));
      expect(first.filter((id) => id.includes('@') && !id.endsWith(`@${prefixKey}`))).toEqual([]);
      expect(await manifestRoutes(path)).toEqual(first);
    }
  });

  it('draws a content page inside <main> without outlined placeholders', async () => {
    expect(await mainOf('/about')).not.toMatch(/<template id="B:\d+">/);
  });

  it('paints the server HTML before any script module has arrived, then hydrates without problems', async () => {
    const timing = await onHydratedFrontPage((page) =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      })),
    );
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
  });

  it('paints in the fallback face first, then fetches Inter and draws the text in it (only the faces the text needs)', async () => {
    const fonts = await onHydratedFrontPage(async (page) => {
      await page.waitForFunction(
        () =>
          document.fonts.status === 'loaded' &&
          [...document.fonts].some((face) => face.status === 'loaded'),
      );
      return page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        requested: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
          .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
        faces: [...document.fonts].map((face) => ({
          family: face.family.replace(/"/g, ''),
          range: face.unicodeRange,
          status: face.status,
        })),
        bodyFace: getComputedStyle(document.body).fontFamily,
      }));
    });
    expect(fonts.bodyFace).toMatch(/^"?Inter Variable"?, "?Inter"?, "?Inter Fallback"?/);
    expect(fonts.requested).toHaveLength(1);
    expect(fonts.requested[0]?.file).toMatch(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect(fonts.requested[0]!.start).toBeGreaterThan(fonts.paint);
    const inter = fonts.faces.filter((face) => face.family === 'Inter Variable');
    expect(inter.map((face) => face.status).sort()).toEqual(['loaded', 'unloaded']);
    expect(inter.find((face) => face.status === 'loaded')?.range).toContain('U+0-FF');
  });
});

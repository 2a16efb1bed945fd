import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
}, 180_000);

afterAll(() => stack?.stop());

async function mainOf(path: string): Promise<string> {
  const response = await fetch(`${stack.shop.origin}${path}`, { headers: { 'user-agent': browserAgent } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
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

  it('draws a content page inside <main> without outlined placeholders', async () => {
    expect(await mainOf('/about')).not.toMatch(/<template id="B:\d+">/);
  });

  it('paints the server HTML before any script module has arrived, then hydrates without problems', async () => {
    const browser = await launchChromium();
    try {
      const { page, problems } = await openPage(browser, 390);
      await page.goto(`${stack.shop.origin}/`);
      await interactive(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      }));
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

// Hydration benchmark (not a test): how long the phone's main thread is blocked after the first
// paint, while the page's scripts load and React hydrates it. Real Chromium with its CPU slowed 4x
// (Lighthouse's mobile factor) on a phone viewport, median of N loads per page; prints a table.
// Steadier than Lighthouse's simulated total blocking time on a shared machine, so a change to
// hydration shows here before it shows there.
//
//   pnpm bench:hydration [--runs 7] [--base http://127.0.0.1:3000] [page ...]
//
// Starts the shop like bench:lighthouse (build first; see lighthouse.mjs).
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { mainThreadFigures } from './mainThread.mjs';
import { tracePhoneLoad } from './phoneTrace.mjs';
import { benchPages, formatTable, median } from './pages.mjs';
import { createBenchCart, startBenchStack, takeOption } from './stack.mjs';

const args = process.argv.slice(2);
const runs = Number(takeOption(args, 'runs', 7));
const only = args;
const { base, apiOrigin, stop } = await startBenchStack(takeOption(args, 'base', ''));
const pages = benchPages.filter((page) => only.length === 0 || only.includes(page.name));

const columns = [
  ['page', 'page'],
  ['path', 'path'],
  ['fcpMs', 'FCP ms'],
  ['blockingMs', 'blocking ms'],
  ['longestMs', 'longest task ms'],
  ['busyMs', 'busy ms'],
];

/** The page's trace from navigation until it has hydrated and settled. */
function traceLoad(browser, url, cookies) {
  return tracePhoneLoad(browser, url, {
    cookies,
    settle: async (page) => {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 60_000,
      });
      // The effects and deferred work that follow hydration (panels on idle, the cookie banner).
      await page.waitForTimeout(2_500);
    },
  });
}

const rows = [];
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const cartId = pages.some((page) => page.withCart) ? await createBenchCart(apiOrigin) : null;
  for (const page of pages) {
    const url = `${base}${page.path}`;
    await fetch(url).catch(() => undefined);
    const cookies =
      page.withCart && cartId ? [{ name: 'hemma-cart', value: cartId, url: base }] : [];
    const samples = [];
    while (samples.length < runs) {
      const figures = mainThreadFigures(await traceLoad(browser, url, cookies));
      if (figures) samples.push(figures);
      process.stderr.write(figures ? '.' : '(no paint in the trace, again)');
    }
    const pick = (key) => Math.round(median(samples.map((sample) => sample[key])));
    rows.push({
      page: page.name,
      path: page.withCart ? `${page.path} (cart)` : page.path,
      fcpMs: pick('fcpMs'),
      blockingMs: pick('blockingMs'),
      longestMs: pick('longestMs'),
      busyMs: pick('busyMs'),
    });
    process.stderr.write(` ${page.name}\n`);
  }
} finally {
  await browser.close();
  stop();
}
process.stdout.write(
  `Main thread after the first paint, 4x CPU slowdown, phone viewport, median of ${runs} loads, ${new Date().toISOString()}\n${formatTable(rows, columns)}\n`,
);

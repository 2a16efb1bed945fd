// Lighthouse benchmark (not a test): mobile defaults, median of N runs per page, against the
// production storefront and the embedded commerce API on loopback. Prints a table.
//
//   pnpm bench:lighthouse [--runs 5] [--out table.txt] [--json dir] [--base http://127.0.0.1:3000] [page ...]
//
// Without --base it starts a freshly seeded commerce API and the production server of the last
// storefront build (apps/storefront/build, or HEMMA_BUILD_DIR) on free loopback ports itself, and
// stops both at the end. Build first: `pnpm --filter @hemma/commerce-api build` and
// `cd apps/storefront && npx react-router build`. Pass page names (home, list, …) to run a subset.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumEnv, ensurePinnedChromium } from '../chromium.mjs';
import { benchPages, formatTable, summarize } from './pages.mjs';
import { createBenchCart, startBenchStack, takeOption } from './stack.mjs';

const args = process.argv.slice(2);
const runs = Number(takeOption(args, 'runs', 5));
const out = takeOption(args, 'out', '');
/** A folder to keep each page's last Lighthouse report (JSON) in, for the diagnostics behind a figure. */
const jsonDir = takeOption(args, 'json', '');
const only = args;
const { base, apiOrigin, stop } = await startBenchStack(takeOption(args, 'base', ''));

const pages = benchPages.filter((page) => only.length === 0 || only.includes(page.name));

/** Fetches a page and every picture its HTML names (src and srcset), in parallel. */
async function warmPage(url) {
  const html = await fetch(url).then(
    (response) => response.text(),
    () => '',
  );
  const pictures = new Set(
    [...html.matchAll(/https?:\/\/[^"\s,]+\.(?:webp|jpe?g|png|avif)/g)].map((match) => match[0]),
  );
  await Promise.all(
    [...pictures].map((picture) =>
      fetch(picture).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}

const rows = [];
let chrome;
try {
  const cartId = pages.some((page) => page.withCart) ? await createBenchCart(apiOrigin) : null;
  if (pages.some((page) => page.withCart) && !cartId)
    console.warn(
      'No API origin (pass COMMERCE_API_ORIGIN with --base): cart pages run with an empty cart.',
    );
  chrome = await chromeLauncher.launch({
    chromePath: ensurePinnedChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    envVars: { ...process.env, ...chromiumEnv() },
  });
  for (const page of pages) {
    // Warm the server (first render of a route compiles nothing, but fills the API's caches) and
    // the pictures the page names: the embedded API draws each picture size on its first request,
    // which a shop's image CDN has long done (a cold first run: home LCP 1.9-2.6 s against 1.0).
    await warmPage(`${base}${page.path}`);
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      // A loaded machine sometimes spoils a trace (NO_NAVSTART, NO_FCP): that run is repeated, up to 3 times.
      let result;
      for (let attempt = 1; ; attempt += 1) {
        result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.withCart && cartId ? { Cookie: `hemma-cart=${cartId}` } : undefined,
        });
        if (!result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${page.name}: ${result.lhr.runtimeError.message}`);
        process.stderr.write(`(${page.name}: ${result.lhr.runtimeError.code}, again)`);
      }
      if (jsonDir) mkdirSync(jsonDir, { recursive: true });
      if (jsonDir)
        writeFileSync(join(jsonDir, `${page.name}-${run + 1}.json`), JSON.stringify(result.lhr));
      const { audits, categories } = result.lhr;
      samples.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
      });
      process.stderr.write('.');
    }
    rows.push(summarize(page, samples));
    process.stderr.write(`\n${formatTable(rows.slice(-1))}\n`);
  }
  process.stderr.write('\n');
} finally {
  await chrome?.kill();
  stop();
}
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const table = `Lighthouse ${lighthouseVersion} mobile defaults, median of ${runs} runs, ${new Date().toISOString()}\n${formatTable(rows)}\n`;
process.stdout.write(table);
if (out) writeFileSync(out, table);

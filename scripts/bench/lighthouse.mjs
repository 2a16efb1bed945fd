// Lighthouse benchmark (not a test): mobile defaults, median of N runs per page, against the
// production storefront and the embedded commerce API on loopback. Prints a table.
//   pnpm bench:lighthouse [--runs 5] [--base http://localhost:3000] [path ...]
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
const runs = Number(option('runs', 5));
let base = option('base', '');

/** The pages of the issue; override by passing paths. */
const defaultPages = {
  home: '/',
  list: '/c/sofas',
  product: '/p/sofas/oslo-3-seat-sofa',
  content: '/about',
  cart: '/checkout',
  checkout: '/checkout',
};
const pages = args.length > 0 ? Object.fromEntries(args.map((path) => [path, path])) : defaultPages;

let server;
if (!base) {
  const port = 3100;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), API_PORT: '4100' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const up = await fetch(base).then(() => true, () => false);
    if (up) break;
    await delay(250);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows = [];
try {
  for (const [name, path] of Object.entries(pages)) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result.lhr.audits;
      samples.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      page: name,
      path,
      score: pick('score'),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'SI ms': Math.round(pick('si')),
    });
  }
} finally {
  await chrome.kill();
  if (server) process.kill(-server.pid, 'SIGTERM');
}
console.log(`Lighthouse mobile, median of ${runs} runs, ${base}`);
console.table(rows);

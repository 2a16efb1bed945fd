// Lighthouse benchmark (not a test): mobile defaults, median of N runs per page, against the
// production storefront and the embedded commerce API on loopback. Prints a table.
//
//   pnpm bench:lighthouse [--runs 5] [--out table.txt] [--json dir] [--base http://127.0.0.1:3000] [page ...]
//
// Without --base it starts a freshly seeded commerce API and the production server of the last
// storefront build (apps/storefront/build, or HEMMA_BUILD_DIR) on free loopback ports itself, and
// stops both at the end. Build first: `pnpm --filter @hemma/commerce-api build` and
// `cd apps/storefront && npx react-router build`. Pass page names (home, list, …) to run a subset.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { benchPages, formatTable, summarize } from './pages.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
const runs = Number(option('runs', 5));
const out = option('out', '');
/** A folder to keep each page's last Lighthouse report (JSON) in, for the diagnostics behind a figure. */
const jsonDir = option('json', '');
let base = option('base', '');
const only = args;

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const children = [];
function startProcess(name, command, argv, options) {
  const child = spawn(command, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.output = () => output;
  child.label = name;
  children.push(child);
  return child;
}

async function waitFor(child, url, seconds) {
  for (let attempt = 0; attempt < seconds * 4; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited:\n${child.output()}`);
    const answered = await fetch(url, { redirect: 'manual' }).then((response) => response.status < 500, () => false);
    if (answered) return;
    await delay(250);
  }
  throw new Error(`${child.label} did not answer at ${url} within ${seconds} s:\n${child.output()}`);
}

let dataDir;
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** Origin of the commerce API, for creating the benchmark's cart. */
let apiOrigin = process.env.COMMERCE_API_ORIGIN ?? '';

if (!base) {
  const apiEntry = join(root, 'apps/commerce-api/dist/main.js');
  const buildDir = resolve(root, 'apps/storefront', process.env.HEMMA_BUILD_DIR || 'build');
  const serverBuild = join(buildDir, 'server/index.js');
  if (!existsSync(apiEntry)) throw new Error('No commerce-api build: run `pnpm --filter @hemma/commerce-api build` first.');
  if (!existsSync(serverBuild)) throw new Error(`No storefront build in ${buildDir}: run \`npx react-router build\` in apps/storefront first.`);
  dataDir = mkdtempSync(join(tmpdir(), 'hemma-bench-api-'));
  const apiPort = await freePort();
  const api = startProcess('commerce-api', process.execPath, [apiEntry], {
    cwd: join(root, 'apps/commerce-api'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(apiPort), DATA_DIR: dataDir },
  });
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  try {
    await waitFor(api, `${apiOrigin}/health`, 180);
    const shopPort = await freePort();
    const storefront = join(root, 'apps/storefront');
    const shop = startProcess('storefront', process.execPath, [join(storefront, 'node_modules/@react-router/serve/bin.js'), serverBuild], {
      // react-router-serve finds the client assets relative to its working directory: the build folder's parent.
      cwd: dirname(buildDir),
      env: { ...process.env, NODE_ENV: 'production', PORT: String(shopPort), HOST: '127.0.0.1', COMMERCE_API_URL: `${apiOrigin}/graphql` },
    });
    base = `http://127.0.0.1:${shopPort}`;
    await waitFor(shop, `${base}/`, 60);
  } catch (error) {
    stopAll();
    throw error;
  }
}

const pages = benchPages.filter((page) => only.length === 0 || only.includes(page.name));

/** A cart with two lines of the benchmarked product, created on the API, for the cart and checkout pages. */
async function createCart() {
  if (!apiOrigin) return null;
  const call = async (query, variables) => {
    const response = await fetch(`${apiOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': process.env.COMMERCE_API_KEY ?? 'hemma-dev-key' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(`cart set-up: ${body.errors[0].message}`);
    return body.data;
  };
  const created = await call('query { getCart(id: "") { id } }');
  const id = created.getCart.id;
  const listed = await call('query { products(take: 40) { products { skus { skuId stock { totalStock } } } } }');
  const inStock = listed.products.products.flatMap((product) => product.skus).filter((sku) => sku.stock.totalStock > 2);
  for (const sku of inStock.slice(0, 2))
    await call('mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }', { id, skuId: sku.skuId });
  return id;
}

const rows = [];
let chrome;
try {
  const cartId = pages.some((page) => page.withCart) ? await createCart() : null;
  if (pages.some((page) => page.withCart) && !cartId) console.warn('No API origin (pass COMMERCE_API_ORIGIN with --base): cart pages run with an empty cart.');
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  for (const page of pages) {
    // Warm the server (first render of a route compiles nothing, but fills the API's caches).
    await fetch(`${base}${page.path}`).catch(() => undefined);
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
      if (jsonDir) writeFileSync(join(jsonDir, `${page.name}-${run + 1}.json`), JSON.stringify(result.lhr));
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
  stopAll();
}
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const table = `Lighthouse ${lighthouseVersion} mobile defaults, median of ${runs} runs, ${new Date().toISOString()}\n${formatTable(rows)}\n`;
process.stdout.write(table);
if (out) writeFileSync(out, table);

// The benchmarks' shop on loopback: a freshly seeded commerce API and the production server of the
// last storefront build (apps/storefront/build, or HEMMA_BUILD_DIR), on free ports, stopped at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

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

function startProcess(children, name, command, argv, options) {
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
    const answered = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return;
    await delay(250);
  }
  throw new Error(
    `${child.label} did not answer at ${url} within ${seconds} s:\n${child.output()}`,
  );
}

/**
 * Starts the API and the shop, or uses `base` (an already running shop; `COMMERCE_API_ORIGIN` then
 * names its API, for the cart). Returns the shop's origin, the API's origin, a stop function and,
 * when it started the shop itself, the shop's process id.
 */
export async function startBenchStack(base = '') {
  const children = [];
  let dataDir;
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  if (base) return { base, apiOrigin: process.env.COMMERCE_API_ORIGIN ?? '', stop };

  const apiEntry = join(root, 'apps/commerce-api/dist/main.js');
  const buildDir = resolve(root, 'apps/storefront', process.env.HEMMA_BUILD_DIR || 'build');
  const serverBuild = join(buildDir, 'server/index.js');
  if (!existsSync(apiEntry))
    throw new Error('No commerce-api build: run `pnpm --filter @hemma/commerce-api build` first.');
  if (!existsSync(serverBuild))
    throw new Error(
      `No storefront build in ${buildDir}: run \`npx react-router build\` in apps/storefront first.`,
    );
  dataDir = mkdtempSync(join(tmpdir(), 'hemma-bench-api-'));
  try {
    const apiPort = await freePort();
    const api = startProcess(children, 'commerce-api', process.execPath, [apiEntry], {
      cwd: join(root, 'apps/commerce-api'),
      env: { ...process.env, NODE_ENV: 'production', PORT: String(apiPort), DATA_DIR: dataDir },
    });
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    await waitFor(api, `${apiOrigin}/health`, 180);
    const shopPort = await freePort();
    const shopOrigin = `http://127.0.0.1:${shopPort}`;
    const storefront = join(root, 'apps/storefront');
    const shop = startProcess(
      children,
      'storefront',
      process.execPath,
      [join(storefront, 'server.mjs'), serverBuild],
      {
        // The server finds the client assets relative to its working directory: the build folder's parent.
        cwd: dirname(buildDir),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(shopPort),
          HOST: '127.0.0.1',
          // Production requires the shop's own origin (canonical links, the proxies' CSRF check).
          PUBLIC_ORIGIN: shopOrigin,
          COMMERCE_API_URL: `${apiOrigin}/graphql`,
        },
      },
    );
    await waitFor(shop, `${shopOrigin}/`, 60);
    return { base: shopOrigin, apiOrigin, stop, shopPid: shop.pid };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A cart with two lines of products in stock, created on the API, for the cart and checkout pages; null without an API. */
export async function createBenchCart(apiOrigin) {
  if (!apiOrigin) return null;
  const call = async (query, variables) => {
    const response = await fetch(`${apiOrigin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-apikey': process.env.COMMERCE_API_KEY ?? 'hemma-dev-key',
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(`cart set-up: ${body.errors[0].message}`);
    return body.data;
  };
  const created = await call('query { getCart(id: "") { id } }');
  const id = created.getCart.id;
  const listed = await call(
    'query { products(take: 40) { products { skus { skuId stock { totalStock } } } } }',
  );
  const inStock = listed.products.products
    .flatMap((product) => product.skus)
    .filter((sku) => sku.stock.totalStock > 2);
  for (const sku of inStock.slice(0, 2))
    await call(
      'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
      { id, skuId: sku.skuId },
    );
  return id;
}

/** The command line's `--name value` options, taken out of `args`; what is left are page names. */
export function takeOption(args, name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
}

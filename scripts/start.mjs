// README command 1: build and start the embedded commerce API and the storefront, then print the URL.
import { spawn, spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { commerceApiEnvironment, shopApiSecret } from './startEnvironment.mjs';

const apiPort = Number(process.env.API_PORT ?? 4000);
const shopPort = Number(process.env.PORT ?? 3000);
// The API listens on loopback only (IPv4): the shop calls it server-side.
const apiUrl = `http://127.0.0.1:${apiPort}`;
const shopOrigin = `http://localhost:${shopPort}`;
// Shared by the API and the shop: random for this start unless SHOP_API_SECRET is set.
const shopSecret = shopApiSecret();

const build = spawnSync(
  'turbo',
  [
    'run',
    'build',
    '--filter=@hemma/commerce-api',
    '--filter=@hemma/storefront',
    '--output-logs=errors-only',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      PATH: `${fileURLToPath(new URL('../node_modules/.bin', import.meta.url))}${delimiter}${process.env.PATH}`,
    },
  },
);
if (build.error) console.error(build.error.message);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function start(name, command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.error(`${name} exited with code ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, name) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  console.error(`${name} did not answer at ${url}`);
  shutdown(1);
}

start(
  'commerce-api',
  process.execPath,
  ['dist/main.js'],
  'apps/commerce-api',
  commerceApiEnvironment({ apiPort, shopOrigin, shopSecret }),
);
await waitFor(`${apiUrl}/health`, 'commerce-api');
start(
  'storefront',
  process.execPath,
  ['server.mjs', './build/server/index.js'],
  'apps/storefront',
  {
    PORT: String(shopPort),
    COMMERCE_API_URL: `${apiUrl}/graphql`,
    // Canonical links and the CSRF check name this origin, never the request's Host header.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || shopOrigin,
    NODE_ENV: 'production',
    SHOP_API_SECRET: shopSecret,
  },
);
await waitFor(`${shopOrigin}/`, 'storefront');
console.log(
  `\n  Hemma Kit is running.\n  Shop:        ${shopOrigin}/\n  Commerce API: ${apiUrl}/graphql\n`,
);

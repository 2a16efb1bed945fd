// Server-rendering benchmark (not a test): autocannon at 10 concurrent connections against the
// production storefront on a freshly seeded commerce API, both on loopback. For each page it prints
// requests per second, p50 and p95 latency and the document's size, raw and as a browser receives
// it (brotli body and headers: a phone's first round trip carries 14,600 bytes, ten TCP segments),
// and the same figures for the server's cheapest answer (a built client asset) in the same run, so
// runs on different machines compare by ratio. When it starts the shop itself it also prints the
// storefront process's CPU time per request, the figure that moves least with a busy machine.
//
//   pnpm bench:ssr [--seconds 10] [--connections 10] [--base http://127.0.0.1:3000] [page ...]
//
// Build first: `pnpm --filter @hemma/commerce-api build` and `cd apps/storefront && npx react-router build`.
import autocannon from 'autocannon';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { benchPages } from './pages.mjs';
import { processCpuMs } from './processCpu.mjs';
import { startBenchStack, takeOption } from './stack.mjs';

const args = process.argv.slice(2);
const seconds = Number(takeOption(args, 'seconds', 10));
const connections = Number(takeOption(args, 'connections', 10));
const { base, stop, shopPid } = await startBenchStack(takeOption(args, 'base', ''));
const shopCpuMs = () => (shopPid ? processCpuMs(shopPid) : null);
const only = args;

const assetsDir = fileURLToPath(
  new URL('../../apps/storefront/build/client/assets/', import.meta.url),
);
const cheapestAsset = readdirSync(assetsDir).find((name) => name.endsWith('.css'));
const targets = [
  ...benchPages
    .filter((page) => !page.withCart && ['home', 'list', 'product'].includes(page.name))
    .filter((page) => only.length === 0 || only.includes(page.name)),
  { name: 'asset (cheapest)', path: `/assets/${cheapestAsset}` },
];

/** Bytes of a response as it crosses the wire to a browser: status line, headers and brotli body. */
const wireBytes = (url) =>
  new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 Chrome/156 Mobile' };
    request(url, { headers }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let index = 0; index < response.rawHeaders.length; index += 2)
        bytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** autocannon's own percentiles skip p95, so every response time is kept and ranked here. */
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const run = (url) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ ...result, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

const rows = [];
try {
  for (const target of targets) {
    const url = `${base}${target.path}`;
    const first = await fetch(url);
    if (!first.ok) throw new Error(`${target.path} answered ${first.status}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    const wire = await wireBytes(url);
    // Warm-up: the first requests fill the API's and the server's caches.
    await new Promise((resolve) => autocannon({ url, connections, amount: 20 }, resolve));
    const cpuBefore = shopCpuMs();
    const result = await run(url);
    const cpuAfter = shopCpuMs();
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${target.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    rows.push({
      cpuMs: cpuBefore === null ? null : (cpuAfter - cpuBefore) / result.requests.total,
      page: target.name,
      path: target.path,
      rps: result.requests.average,
      p50: result.p50,
      p95: result.p95,
      kb: bytes / 1024,
      wireBytes: wire,
    });
  }
} finally {
  stop();
}

const cheapest = rows.at(-1);
console.log(`\n${connections} connections, ${seconds} s per page\n`);
console.log(
  '| page | requests/s | p50 ms | p95 ms | storefront CPU ms per request | document KB | on the wire, bytes (brotli, headers) | share of the cheapest answer |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.page} \`${row.path}\` | ${row.rps.toFixed(1)} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.cpuMs === null ? '–' : row.cpuMs.toFixed(1)} | ${row.kb.toFixed(1)} | ${row.wireBytes} | ${((row.rps / cheapest.rps) * 100).toFixed(1)} % |`,
  );

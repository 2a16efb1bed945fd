// p50 and p95 latency of products(take: 24) at 50 concurrent requests (goal: p95 <= 20 ms).
// BENCH_URL=http://localhost:4000 API_KEY=... measures a running server instead of starting one.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TEST_API_KEY } from '../src/testing/startTestServer';

const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP = 200;
const query = `query products($take: Int, $skip: Int, $channelId: String, $marketId: String, $languageId: String) {
  products(take: $take, skip: $skip, channelId: $channelId, marketId: $marketId, languageId: $languageId) {
    count
    products {
      productId name alias canonicalUrl images
      brand { name alias canonicalUrl }
      primaryCategory { name alias canonicalUrl }
      unitPrice { isDiscounted sellingPriceIncVat regularPriceIncVatFormatted sellingPriceIncVatFormatted regularPriceExVatFormatted sellingPriceExVatFormatted discountPercentage }
      totalStock { totalStock inStock oversellable static }
    }
  }
}`;

interface BenchServer {
  url: string;
  apiKey: string;
  pid?: number;
  stop: () => void;
}

/** CPU milliseconds a process has used (user + system), from /proc; undefined where there is no /proc. */
function cpuMilliseconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function startServer(): Promise<BenchServer> {
  if (process.env.BENCH_URL)
    return {
      url: process.env.BENCH_URL,
      apiKey: process.env.API_KEY ?? 'hemma-dev-key',
      stop: () => undefined,
    };
  const entry = fileURLToPath(new URL('./benchServer.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { url } = JSON.parse(line) as { url: string };
  return { url, apiKey: TEST_API_KEY, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const server = await startServer();
const variants = [
  { skip: 0, channelId: '1|se', marketId: 'se', languageId: 'sv-SE' },
  { skip: 24, channelId: '1|se', marketId: 'se', languageId: 'sv-SE' },
  { skip: 0, channelId: '3|com', marketId: 'eu', languageId: 'en-US' },
  { skip: 48, channelId: '3|com', marketId: 'eu', languageId: 'en-US' },
];

async function one(index: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': server.apiKey },
    body: JSON.stringify({
      operationName: 'products',
      query,
      variables: { take: 24, ...variants[index % variants.length] },
    }),
  });
  const body = (await response.json()) as { data?: { products: { products: unknown[] } } };
  if (response.status !== 200 || body.data?.products.products.length !== 24)
    throw new Error(`unexpected answer ${response.status}`);
  return performance.now() - started;
}

async function run(total: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) latencies.push(await one(next++));
    }),
  );
  return latencies.sort((a, b) => a - b);
}

try {
  await run(WARMUP);
  const cpuBefore = cpuMilliseconds(server.pid);
  const started = performance.now();
  const latencies = await run(REQUESTS);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMilliseconds(server.pid);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  console.log(`products(take: 24), ${REQUESTS} requests at concurrency ${CONCURRENCY}`);
  console.log(
    `p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   ${(REQUESTS / seconds).toFixed(0)} req/s`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined)
    console.log(
      `server CPU ${((cpuAfter - cpuBefore) / REQUESTS).toFixed(3)} ms a request (the server is one thread: p95 on an idle core is about ${CONCURRENCY} × that)`,
    );
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  console.log(p95 <= 20 ? 'goal met: p95 <= 20 ms' : 'goal missed: p95 > 20 ms');
} finally {
  server.stop();
}

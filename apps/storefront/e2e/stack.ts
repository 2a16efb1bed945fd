import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './browser';
import { E2E_SHOP_API_SECRET, startCommerceApi, type RunningCommerceApi } from './commerceApi';
import { startShop, type RunningShop } from './server';

/** Something the shop talks to instead of the API itself, such as a faulty or hostile proxy. */
export interface ApiGateway {
  /** The GraphQL endpoint the shop is given as COMMERCE_API_URL. */
  graphqlUrl: string;
  stop: () => Promise<void>;
}

export interface ShopStackOptions {
  /** Puts a gateway between the shop and the freshly started API; it is stopped with the stack. */
  gateway?: (api: RunningCommerceApi) => Promise<ApiGateway>;
  /** Further environment for the shop, such as `{ MENU_LAYOUT: 'boxed' }`; COMMERCE_API_URL is set by the stack. */
  shopEnv?: Record<string, string>;
}

export interface ShopStack {
  api: RunningCommerceApi;
  shop: RunningShop;
  browser: Browser;
  /** The GraphQL endpoint the shop was given as COMMERCE_API_URL: the gateway's, or the API's. */
  shopApiUrl: string;
  /** Closes Chromium, then the shop, the gateway and the API: safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * One suite's world: a commerce API on its own copy of the run's seeded data (e2e/seedOnce.ts),
 * the production shop on it (or on the gateway in front of it) and Chromium. Use it from
 * `beforeAll` and stop it in `afterAll`:
 *
 * ```ts
 * let stack: ShopStack;
 * beforeAll(async () => { stack = await startShopStack(); });
 * afterAll(() => stack?.stop());
 * ```
 *
 * When one part fails to start, the parts already running are stopped
 * before the error is thrown, so a failed suite leaves no process behind.
 *
 * Every suite with a shop uses it, so one place decides how a suite's world starts and stops,
 * except routes, which runs a second shop (market in the path) on the same API and needs no
 * browser.
 */
export async function startShopStack({
  gateway,
  shopEnv = {},
}: ShopStackOptions = {}): Promise<ShopStack> {
  let api: RunningCommerceApi | undefined;
  let browser: Browser | undefined;
  let front: ApiGateway | undefined;
  let shop: RunningShop | undefined;
  let stopping: Promise<void> | undefined;
  // Chromium first, then each server after the one that talks to it.
  const stop = () =>
    (stopping ??= (async () => {
      await browser?.close();
      await shop?.stop();
      await front?.stop();
      await api?.stop();
    })());
  try {
    const [apiStart, browserStart] = await Promise.allSettled([
      startCommerceApi({ copyOf: inject('seededApiData') }),
      launchChromium(),
    ]);
    if (apiStart.status === 'fulfilled') api = apiStart.value;
    if (browserStart.status === 'fulfilled') browser = browserStart.value;
    if (apiStart.status === 'rejected') throw apiStart.reason;
    if (browserStart.status === 'rejected') throw browserStart.reason;
    front = gateway ? await gateway(apiStart.value) : undefined;
    const shopApiUrl = (front ?? apiStart.value).graphqlUrl;
    shop = await startShop({
      SHOP_API_SECRET: E2E_SHOP_API_SECRET,
      ...shopEnv,
      COMMERCE_API_URL: shopApiUrl,
    });
    return { api: apiStart.value, shop, browser: browserStart.value, shopApiUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A local HTTP server for a gateway: `handle` answers every request the shop sends it. */
export async function startGateway(
  handle: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
): Promise<ApiGateway> {
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Headers a gateway must not pass on: hop-by-hop ones, and those that describe a body it may rewrite. */
const droppedAnswerHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
]);

export interface RelayedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends a request a gateway received on to the API (redirects are not followed, as the shop's
 * own client would see them) and gives back the API's answer for the gateway to pass on or
 * rewrite. Throws when the API cannot be reached.
 */
export async function relayToApi(
  api: RunningCommerceApi,
  request: IncomingMessage,
): Promise<RelayedAnswer> {
  const body = await readBody(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string' && name !== 'host' && name !== 'connection')
      headers.set(name, value);
  const upstream = await fetch(`${api.origin}${request.url}`, {
    method: request.method,
    headers,
    body: body.length > 0 ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  });
  const answerHeaders: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!droppedAnswerHeaders.has(name)) answerHeaders[name] = value;
  });
  return {
    status: upstream.status,
    headers: answerHeaders,
    body: Buffer.from(await upstream.arrayBuffer()),
  };
}

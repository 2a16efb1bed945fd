import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './browser';
import type { RunningCommerceApi } from './commerceApi';
import { startShop, type RunningShop } from './server';
import { startGateway, type ApiGateway, startShopStack, type ShopStack } from './stack';

/**
 * Issue 20: one shop context per request. The channel follows the market (not the language), and
 * the theme on <html>, the GraphQL variables the server and the browser send, and the checkout all
 * take the same channel from it.
 */
let stack: ShopStack;
let marketShop: RunningShop;

/** The variables of every operation the shops sent the API (server rendering and the browser's proxied calls). */
const apiCalls: Array<Record<string, unknown>> = [];

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A gateway that notes each operation's variables and passes it on to the API unchanged. */
function recordingGateway(api: RunningCommerceApi): Promise<ApiGateway> {
  return startGateway(async (request, response) => {
    const body = await bodyOf(request);
    if (request.method === 'POST' && body.length > 0) {
      const payload = JSON.parse(body.toString('utf8')) as
        { variables?: Record<string, unknown> } | Array<{ variables?: Record<string, unknown> }>;
      for (const operation of Array.isArray(payload) ? payload : [payload])
        apiCalls.push(operation.variables ?? {});
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (
        typeof value === 'string' &&
        name !== 'host' &&
        name !== 'connection' &&
        name !== 'content-length'
      )
        headers.set(name, value);
    try {
      const upstream = await fetch(`${api.origin}${request.url}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      response
        .writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        })
        .end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      response.destroy();
    }
  });
}

/** The channel and market ids the API was asked for since the test began. */
function askedOf() {
  const all = (name: string) =>
    new Set(apiCalls.map((variables) => variables[name]).filter((value) => value !== undefined));
  return { channelIds: all('channelId'), marketIds: all('marketId') };
}

beforeEach(() => {
  apiCalls.length = 0;
});

beforeAll(async () => {
  stack = await startShopStack({ gateway: recordingGateway });
  marketShop = await startShop({
    COMMERCE_API_URL: stack.shopApiUrl,
    MARKET_IN_PATH: 'true',
    FALLBACK_MARKET_ALIAS: 'se',
  });
});

afterAll(async () => {
  await marketShop?.stop();
  await stack?.stop();
});

async function serverHtml(url: string, cookie = ''): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  expect(response.status).toBe(200);
  return response.text();
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(stack.api.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-apikey': 'hemma-dev-key' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A cart with one sofa of the seeded catalogue (sku 100001) in the Finnish market of the com channel. */
async function finnishCart(): Promise<string> {
  const context = { channelId: '3|com', marketId: 'fi', languageId: 'sv-SE' };
  const { getCart } = await graphql<{ getCart: { id: string } }>(
    'query($id: String!, $channelId: String, $marketId: String, $languageId: String) { getCart(id: $id, channelId: $channelId, marketId: $marketId, languageId: $languageId) { id } }',
    { id: '', ...context },
  );
  await graphql(
    'mutation($id: String!, $item: CartItemInputType!, $channelId: String, $marketId: String, $languageId: String) { addToCart(id: $id, item: $item, channelId: $channelId, marketId: $marketId, languageId: $languageId) { id } }',
    { id: getCart.id, item: { skuId: 100001, quantity: 1 }, ...context },
  );
  return getCart.id;
}

const themeOf = (html: string) => /<html[^>]*data-theme="([^"]+)"/.exec(html)?.[1];

describe('one channel per request', () => {
  it('draws /sv/allt in the Swedish market in the se theme and asks the API of 1|se', async () => {
    const html = await serverHtml(`${stack.shop.origin}/sv/allt`);
    expect(themeOf(html)).toBe('se');
    expect(askedOf()).toEqual({ channelIds: new Set(['1|se']), marketIds: new Set(['se']) });
  });

  it('draws /sv/allt in the Finnish (euro) market in the com theme and asks the API of 3|com, fi', async () => {
    const html = await serverHtml(`${stack.shop.origin}/sv/allt`, 'hemma-selected-market=fi');
    expect(html).toContain('<html lang="sv"');
    expect(themeOf(html)).toBe('com');
    expect(askedOf()).toEqual({ channelIds: new Set(['3|com']), marketIds: new Set(['fi']) });
  });

  it('reads the market from the path when markets are in it: /fi/sv/allt is com, /se/sv/allt is se', async () => {
    const finnish = await serverHtml(`${marketShop.origin}/fi/sv/allt`);
    expect(themeOf(finnish)).toBe('com');
    expect(askedOf()).toEqual({ channelIds: new Set(['3|com']), marketIds: new Set(['fi']) });
    apiCalls.length = 0;
    const swedish = await serverHtml(`${marketShop.origin}/se/sv/allt`);
    expect(themeOf(swedish)).toBe('se');
    expect(askedOf()).toEqual({ channelIds: new Set(['1|se']), marketIds: new Set(['se']) });
  });

  it('keeps the checkout in the page channel: /sv/kassan in the Finnish market is com in the theme and in every browser call', async () => {
    const { page, problems } = await openPage(stack.browser);
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { variables?: Record<string, unknown> } | null;
      if (body?.variables) sent.push(body.variables);
    });
    await page.context().addCookies([
      { name: 'hemma-selected-market', value: 'fi', url: stack.shop.origin },
      { name: 'hemma-cart', value: await finnishCart(), url: stack.shop.origin },
    ]);
    await page.goto(`${stack.shop.origin}/sv/kassan`);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('com');
    expect(sent.length).toBeGreaterThan(0);
    for (const variables of sent) expect(variables.channelId).toBe('3|com');
    // The checkout offers the countries of the com channel's markets (Finland among them, Sweden not).
    const countries = await page
      .getByLabel('Land', { exact: true })
      .locator('option')
      .allTextContents();
    expect(countries).toContain('Finland');
    expect(countries).not.toContain('Sverige');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('customer type in the server HTML', () => {
  it('shows a Business visitor prices without VAT before any script runs', async () => {
    const business = encodeURIComponent(
      JSON.stringify({ customerType: 'ORGANIZATION', vatIncluded: false }),
    );
    const html = await serverHtml(`${stack.shop.origin}/sv/allt`, `hemma=${business}`);
    expect(html).toContain('Priser exkl. moms');
    expect(html).not.toContain('Priser inkl. moms');
    const person = await serverHtml(`${stack.shop.origin}/sv/allt`);
    expect(person).toContain('Priser inkl. moms');
  });
});

// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyGraphql } from './graphqlProxy.server';

let server: Server;
let target = '';
const seen: {
  method?: string;
  url?: string;
  headers?: IncomingMessage['headers'];
  body?: string;
}[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.includes('slow')) return setTimeout(() => response.end('{}'), 500);
      if (request.url?.includes('moved'))
        return response.writeHead(302, { location: '/elsewhere' }).end();
      response.writeHead(request.url?.includes('fail') ? 500 : 200, {
        'content-type': 'application/json',
        'set-cookie': 'upstream=1',
        // What the API used to answer any Origin with (issue 21): the proxy must not pass it on.
        'access-control-allow-origin': 'https://evil.example',
        'access-control-allow-credentials': 'true',
      });
      response.end(JSON.stringify({ data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the shop's own page sends: JSON from its origin. */
const ownJson = { origin: 'http://shop.test', 'content-type': 'application/json' };

describe('same-origin GraphQL proxy', () => {
  it('forwards a POST with its body, content type, authorization and the API key', async () => {
    const request = new Request('http://shop.test/graphql', {
      method: 'POST',
      headers: {
        ...ownJson,
        authorization: 'Bearer t',
        cookie: 'hemma-auth=secret',
        'x-apikey': 'public',
      },
      body: JSON.stringify({
        operationName: 'channel',
        query: '{ channel { id } }',
        variables: {},
      }),
    });
    const response = await proxyGraphql(request, { target, apiKey: 'fallback-key' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    const last = seen.at(-1);
    expect(last?.method).toBe('POST');
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ operationName: 'channel' });
    expect(last?.headers?.authorization).toBe('Bearer t');
    expect(last?.headers?.['x-apikey']).toBe('public');
    expect(last?.headers?.cookie).toBeUndefined();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('adds the public API key when the client sent none, and keeps the query string of a GET', async () => {
    await proxyGraphql(new Request('http://shop.test/graphql?extensions=%7B%7D&operationName=x'), {
      target,
      apiKey: 'hemma-dev-key',
    });
    const last = seen.at(-1);
    expect(last?.method).toBe('GET');
    expect(last?.url).toBe('/graphql?extensions=%7B%7D&operationName=x');
    expect(last?.headers?.['x-apikey']).toBe('hemma-dev-key');
  });

  it('passes the status of a failing API through', async () => {
    const response = await proxyGraphql(
      new Request('http://shop.test/graphql', { method: 'POST', headers: ownJson, body: '{}' }),
      { target: `${target}?fail`, apiKey: 'k' },
    );
    expect(response.status).toBe(500);
  });

  it('passes a redirect on as its status, without following it and without the Location', async () => {
    const before = seen.length;
    const response = await proxyGraphql(
      new Request('http://shop.test/graphql', { method: 'POST', headers: ownJson, body: '{}' }),
      { target: `${target}?moved`, apiKey: 'k' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBeNull();
    expect(seen.slice(before).map((request) => request.url)).toEqual(['/graphql?moved']);
  });

  it("answers 502 with the spec's 'Network request failed' when the API is down", async () => {
    const response = await proxyGraphql(
      new Request('http://shop.test/graphql', { method: 'POST', headers: ownJson, body: '{}' }),
      { target: 'http://127.0.0.1:1/graphql', apiKey: 'k' },
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ errors: [{ message: 'Network request failed' }] });
  });

  it('answers 504 when the API is slower than the timeout', async () => {
    const response = await proxyGraphql(
      new Request('http://shop.test/graphql', { method: 'POST', headers: ownJson, body: '{}' }),
      { target: `${target}?slow`, apiKey: 'k', timeoutMs: 50 },
    );
    expect(response.status).toBe(504);
  });

  it('never answers a foreign Origin with CORS headers, and refuses a preflight (issue 21)', async () => {
    const request = new Request('http://shop.test/graphql', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{"query":"{ channels { id } }"}',
    });
    const response = await proxyGraphql(request, { target, apiKey: 'public' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await proxyGraphql(
      new Request('http://shop.test/graphql', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
      { target, apiKey: 'public' },
    );
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cross-site POST, and a urlencoded or multipart one, before the API sees it (issue 51)', async () => {
    const before = seen.length;
    const mutation = 'mutation { addToCart(id: "x", item: { skuId: 1, quantity: 1 }) { id } }';
    const form = new FormData();
    form.set('query', mutation);
    for (const [init, status] of [
      [
        {
          headers: { origin: 'https://evil.example' },
          body: new URLSearchParams({ query: mutation }),
        },
        403,
      ],
      [{ headers: { origin: 'https://evil.example' }, body: form }, 403],
      [
        {
          headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
          body: JSON.stringify({ query: mutation }),
        },
        403,
      ],
      [
        {
          headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
          body: JSON.stringify({ query: mutation }),
        },
        403,
      ],
      [
        { headers: { origin: 'http://shop.test' }, body: new URLSearchParams({ query: mutation }) },
        415,
      ],
      [{ headers: { origin: 'http://shop.test' }, body: form }, 415],
    ] as const) {
      const response = await proxyGraphql(
        new Request('http://shop.test/graphql', { method: 'POST', ...init }),
        { target, apiKey: 'k' },
      );
      expect(response.status).toBe(status);
    }
    expect(seen.length).toBe(before);
  });

  it('answers 413 to a body over the API’s 1 MB before reading it or calling the API (issue 51)', async () => {
    const before = seen.length;
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await proxyGraphql(
      new Request('http://shop.test/graphql', {
        method: 'POST',
        headers: ownJson,
        body: endless,
        duplex: 'half',
      } as RequestInit),
      { target, apiKey: 'k' },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is too large' }],
    });
    expect(pulled).toBeLessThanOrEqual(18);
    expect(seen.length).toBe(before);
  });

  it("sends the visitor's address with the shop's secret, never the client's own X-Shop-* headers (issue 51)", async () => {
    await proxyGraphql(
      new Request('http://shop.test/graphql', {
        method: 'POST',
        headers: { ...ownJson, 'x-shop-client-address': '6.6.6.6', 'x-shop-secret': 'guess' },
        body: '{}',
      }),
      { target, apiKey: 'k', clientAddress: '192.0.2.9', shopSecret: 'shared-secret' },
    );
    expect(seen.at(-1)?.headers?.['x-shop-client-address']).toBe('192.0.2.9');
    expect(seen.at(-1)?.headers?.['x-shop-secret']).toBe('shared-secret');
    await proxyGraphql(
      new Request('http://shop.test/graphql?query=%7Ba%7D', {
        headers: { 'x-shop-client-address': '6.6.6.6', 'x-shop-secret': 'guess' },
      }),
      { target, apiKey: 'k' },
    );
    expect(seen.at(-1)?.headers?.['x-shop-client-address']).toBeUndefined();
    expect(seen.at(-1)?.headers?.['x-shop-secret']).toBeUndefined();
  });

  it('refuses other methods', async () => {
    const response = await proxyGraphql(
      new Request('http://shop.test/graphql', { method: 'DELETE' }),
      { target, apiKey: 'k' },
    );
    expect(response.status).toBe(405);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bodyLimits,
  clientAddressOf,
  crossSiteRefusal,
  loadContextOf,
  readBoundedBody,
  setClientAddressHeaders,
  socketAddressOf,
} from './proxyGuard.server';

/** A streamed body of `chunks` chunks of `size` bytes that counts how many the reader pulled. */
function countedStream(chunks: number, size: number) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, state };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/graphql', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('readBoundedBody (issue 51: the shop held a 300 MB body)', () => {
  it('reads a body within the limit', async () => {
    const read = await readBoundedBody(post('{"query":"{ a }"}'), { limit: 1024 });
    expect(read.kind).toBe('body');
    if (read.kind === 'body') expect(new TextDecoder().decode(read.body)).toBe('{"query":"{ a }"}');
  });

  it('refuses a Content-Length over the limit without reading a byte', async () => {
    const { stream, state } = countedStream(1000, 1024);
    const request = post(stream, { 'content-length': String(300 * 1024 * 1024) });
    expect(await readBoundedBody(request, { limit: bodyLimits.graphql })).toEqual({
      kind: 'tooLarge',
    });
    // A ReadableStream pulls once to fill its queue on creation; the reader never asked for more.
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a streamed body as soon as its count passes the limit', async () => {
    const { stream, state } = countedStream(10_000, 16 * 1024);
    expect(await readBoundedBody(post(stream), { limit: 64 * 1024 })).toEqual({
      kind: 'tooLarge',
    });
    expect(state.pulled).toBeLessThanOrEqual(6);
  });

  it('accepts a body of exactly the limit', async () => {
    const { stream } = countedStream(4, 16 * 1024);
    const read = await readBoundedBody(post(stream), { limit: 64 * 1024 });
    expect(read.kind === 'body' && read.body.byteLength).toBe(64 * 1024);
  });

  it('cuts off a body that does not arrive in time', async () => {
    const dripping = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1));
        // Nothing more ever comes, like a client sending a byte every few seconds.
      },
    });
    expect(await readBoundedBody(post(dripping), { limit: 1024, timeoutMs: 20 })).toEqual({
      kind: 'timeout',
    });
  });

  it('uses the commerce API’s limits', () => {
    expect(bodyLimits).toEqual({ graphql: 1024 * 1024, auth: 64 * 1024 });
  });
});

describe('crossSiteRefusal (issue 51, CSRF)', () => {
  const json = { 'content-type': 'application/json' };
  const refusal = (headers: Record<string, string>, publicOrigin?: string) =>
    crossSiteRefusal(post('{}', headers), publicOrigin)?.status ?? 'allowed';

  it('allows JSON from the shop’s own origin, or same-origin by Sec-Fetch-Site without an Origin', () => {
    expect(refusal({ ...json, origin: 'http://shop.test' })).toBe('allowed');
    expect(
      refusal({ 'content-type': 'application/json; charset=utf-8', origin: 'http://shop.test' }),
    ).toBe('allowed');
    // Behind a TLS proxy the shop is reached over plain HTTP; the browser's Origin says https.
    expect(refusal({ ...json, origin: 'https://shop.test' })).toBe('allowed');
    expect(
      refusal({ ...json, origin: 'https://www.shop.example' }, 'https://www.shop.example'),
    ).toBe('allowed');
    expect(refusal({ ...json, 'sec-fetch-site': 'same-origin' })).toBe('allowed');
  });

  it('refuses another site, a null origin, and a request that says nothing about where it came from', () => {
    expect(refusal({ ...json, origin: 'https://evil.example' })).toBe(403);
    expect(refusal({ ...json, origin: 'http://shop.test.evil.example' })).toBe(403);
    expect(refusal({ ...json, origin: 'null' })).toBe(403);
    expect(refusal({ ...json, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(refusal({ ...json, 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(refusal(json)).toBe(403);
  });

  it('refuses the bodies a cross-site form or a simple fetch can send, even from the own origin', () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      expect(refusal({ 'content-type': type, origin: 'https://evil.example' }), type).toBe(403);
      expect(refusal({ 'content-type': type, origin: 'http://shop.test' }), type).toBe(415);
    }
  });
});

describe('the visitor’s address for the API’s login throttle (issue 51)', () => {
  it('is the socket’s peer unless the shop trusts a proxy in front of it', () => {
    expect(
      clientAddressOf({
        socketAddress: '192.0.2.9',
        forwardedFor: '203.0.113.7',
        trustProxy: false,
      }),
    ).toBe('192.0.2.9');
  });

  it('is the last X-Forwarded-For hop behind a trusted proxy, never one the client wrote', () => {
    expect(
      clientAddressOf({
        socketAddress: '10.0.0.2',
        forwardedFor: '6.6.6.6, 203.0.113.7',
        trustProxy: true,
      }),
    ).toBe('203.0.113.7');
    expect(
      clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: null, trustProxy: true }),
    ).toBe('10.0.0.2');
    expect(
      clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: ' , ', trustProxy: true }),
    ).toBe('10.0.0.2');
  });

  it('goes with the shop’s secret, replacing whatever the client sent, and not at all without a secret', () => {
    const headers = new Headers({ 'x-shop-client-address': '6.6.6.6', 'x-shop-secret': 'guess' });
    setClientAddressHeaders(headers, { clientAddress: '192.0.2.9', shopSecret: 's3cret' });
    expect(headers.get('x-shop-client-address')).toBe('192.0.2.9');
    expect(headers.get('x-shop-secret')).toBe('s3cret');
    const without = new Headers({ 'x-shop-client-address': '6.6.6.6', 'x-shop-secret': 'guess' });
    setClientAddressHeaders(without, { clientAddress: '192.0.2.9', shopSecret: undefined });
    expect([...without.keys()]).toEqual([]);
  });

  it('comes from the request context server.mjs makes, and is absent without one', () => {
    expect(socketAddressOf(loadContextOf('::ffff:192.0.2.9'))).toBe('::ffff:192.0.2.9');
    expect(socketAddressOf(loadContextOf(undefined))).toBeUndefined();
  });
});

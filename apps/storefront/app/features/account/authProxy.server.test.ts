// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTarget, proxyAuth } from './authProxy.server';

let server: Server;
let origin = '';
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
      if (request.url?.includes('wrong')) {
        response.writeHead(401, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ error: 'WRONG_CREDENTIALS', message: 'Wrong email or password' }),
        );
      }
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['hemma-session=s1; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=1800'],
        'x-internal': 'hidden',
        // What the API used to answer any Origin with (issue 21): the proxy must not pass it on.
        'access-control-allow-origin': 'https://evil.example',
        'access-control-allow-credentials': 'true',
      });
      response.end(JSON.stringify({ token: 'a.b.c', maxAge: 900 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the shop's own page sends: JSON from its origin. */
const ownJson = { origin: 'http://shop.test', 'content-type': 'application/json' };

const endpoints = () => ({
  authEndpoint: `${origin}/auth`,
  signEndpoint: `${origin}/auth/sign/key-1?identity=`,
});

describe('authTarget', () => {
  const config = {
    authEndpoint: 'http://api.test/auth',
    signEndpoint: 'http://api.test/auth/sign/key-1?identity=',
  };
  const identity = (challenge: string) => new URLSearchParams({ identity: challenge });
  it('maps the four actions of spec section 7 and the sign challenge; login is the default', () => {
    expect(authTarget('login', config)).toBe('http://api.test/auth/login');
    expect(authTarget('register', config)).toBe('http://api.test/auth/register');
    expect(authTarget('password', config)).toBe('http://api.test/auth/password');
    expect(authTarget('logout', config)).toBe('http://api.test/auth/logout');
    expect(authTarget('', config)).toBe('http://api.test/auth/login');
    expect(authTarget('sign', config, identity('ab+c/d='))).toBe(
      'http://api.test/auth/sign/key-1?identity=ab%2Bc%2Fd%3D',
    );
  });

  it('refuses anything else, so the proxy cannot reach other paths of the service', () => {
    expect(authTarget('admin', config)).toBeNull();
    expect(authTarget('../graphql', config)).toBeNull();
    expect(authTarget('sign', config)).toBeNull();
    expect(authTarget('sign/abc', config, identity('abc'))).toBeNull();
    // The challenge is only ever a query value: it cannot add a parameter or a path.
    expect(authTarget('sign', config, identity('x&identity=y/../../dev/outbox'))).toBe(
      'http://api.test/auth/sign/key-1?identity=x%26identity%3Dy%2F..%2F..%2Fdev%2Foutbox',
    );
  });
});

describe('same-origin auth proxy', () => {
  it('forwards a POST with its JSON body and only the identity service cookie, and passes its session cookie back', async () => {
    const request = new Request('http://shop.test/auth/login', {
      method: 'POST',
      headers: {
        ...ownJson,
        cookie: 'hemma-auth=secret; hemma-cart=c1; hemma-session=s0',
      },
      body: JSON.stringify({ username: 'kund@hemma.se' }),
    });
    const response = await proxyAuth(request, 'login', endpoints());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token: 'a.b.c', maxAge: 900 });
    expect(response.headers.get('set-cookie')).toContain('hemma-session=s1; Path=/auth; HttpOnly');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const last = seen.at(-1);
    expect(last?.url).toBe('/auth/login');
    expect(JSON.parse(last?.body ?? '{}')).toEqual({ username: 'kund@hemma.se' });
    expect(last?.headers?.cookie).toBe('hemma-session=s0');
  });

  it('marks the session cookie Secure when the shop was reached over https, also behind a proxy (issue 21)', async () => {
    for (const [url, headers] of [
      ['https://shop.test/auth/login', ownJson],
      ['http://shop.test/auth/login', { ...ownJson, 'x-forwarded-proto': 'https' }],
    ] as const) {
      const response = await proxyAuth(
        new Request(url, { method: 'POST', headers, body: '{}' }),
        'login',
        endpoints(),
      );
      expect(response.headers.get('set-cookie')).toBe(
        'hemma-session=s1; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=1800; Secure',
      );
    }
    const plain = await proxyAuth(
      new Request('http://shop.test/auth/login', { method: 'POST', headers: ownJson, body: '{}' }),
      'login',
      endpoints(),
    );
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
  });

  it("never passes the client's X-Forwarded-For or X-Shop-* headers on; sends the visitor's address with the shop's secret (issue 51)", async () => {
    const request = () =>
      new Request('http://shop.test/auth/login', {
        method: 'POST',
        headers: {
          ...ownJson,
          'x-forwarded-for': '203.0.113.7',
          'x-shop-client-address': '198.51.100.1',
          'x-shop-secret': 'guessed',
        },
        body: '{}',
      });
    await proxyAuth(request(), 'login', {
      ...endpoints(),
      clientAddress: '192.0.2.9',
      shopSecret: 'shared-secret',
    });
    expect(seen.at(-1)?.headers?.['x-forwarded-for']).toBeUndefined();
    expect(seen.at(-1)?.headers?.['x-shop-client-address']).toBe('192.0.2.9');
    expect(seen.at(-1)?.headers?.['x-shop-secret']).toBe('shared-secret');
    // Without a secret the API would not trust an address: neither header goes.
    await proxyAuth(request(), 'login', { ...endpoints(), clientAddress: '192.0.2.9' });
    expect(seen.at(-1)?.headers?.['x-shop-client-address']).toBeUndefined();
    expect(seen.at(-1)?.headers?.['x-shop-secret']).toBeUndefined();
  });

  it('never answers a foreign Origin with CORS headers, and refuses a preflight (issue 21)', async () => {
    const request = new Request('http://shop.test/auth/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: 'hemma-session=s0' },
      body: '{}',
    });
    const response = await proxyAuth(request, 'login', endpoints());
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await proxyAuth(
      new Request('http://shop.test/auth/login', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example' },
      }),
      'login',
      endpoints(),
    );
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('forwards the bearer of a login token exchange (GET) and keeps the error answer', async () => {
    const ok = await proxyAuth(
      new Request('http://shop.test/auth/login', { headers: { authorization: 'Bearer t0' } }),
      'login',
      endpoints(),
    );
    expect(ok.status).toBe(200);
    expect(seen.at(-1)?.headers?.authorization).toBe('Bearer t0');
    const wrong = await proxyAuth(
      new Request('http://shop.test/auth/sign?identity=wrong'),
      'sign',
      endpoints(),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'WRONG_CREDENTIALS',
      message: 'Wrong email or password',
    });
  });

  it("keeps Geins's x-auth-refresh-token in an HttpOnly cookie and sends it back as the header; logout drops it", async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;
    const fakeService: typeof fetch = async (input, init) => {
      seen.push({
        method: init?.method,
        url: String(input),
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
      });
      return Response.json(
        { token: 'a.b.c', maxAge: 900 },
        { headers: { 'x-auth-refresh-token': token } },
      );
    };
    const login = await proxyAuth(
      new Request('https://shop.test/auth/login', { method: 'POST', headers: ownJson, body: '{}' }),
      'login',
      { ...endpoints(), fetch: fakeService },
    );
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^hemma-refresh-token=h\.[^;]+\.s; Max-Age=(599|600); Path=\/auth; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(login.headers.get('x-auth-refresh-token')).toBeNull();
    await proxyAuth(
      new Request('http://shop.test/auth/login', {
        headers: { cookie: `hemma-refresh-token=${token}; hemma-cart=c1` },
      }),
      'login',
      { ...endpoints(), fetch: fakeService },
    );
    expect(seen.at(-1)?.headers?.['x-auth-refresh-token']).toBe(token);
    expect(seen.at(-1)?.headers?.cookie).toBeUndefined();
    const loggedOut = await proxyAuth(
      new Request('http://shop.test/auth/logout', {
        method: 'POST',
        headers: { ...ownJson, cookie: `hemma-refresh-token=${token}` },
        body: '{}',
      }),
      'logout',
      endpoints(),
    );
    expect(loggedOut.headers.get('set-cookie')).toContain(
      'hemma-refresh-token=; Max-Age=0; Path=/auth; HttpOnly; SameSite=Lax',
    );
  });

  it('refuses a cross-site or non-JSON POST before the service sees it: no session cookie is planted (issue 51)', async () => {
    const before = seen.length;
    for (const [headers, status] of [
      [{ 'content-type': 'text/plain', origin: 'https://evil.example' }, 403],
      [{ 'content-type': 'application/json', origin: 'https://evil.example' }, 403],
      [{ 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' }, 415],
    ] as const) {
      const response = await proxyAuth(
        new Request('http://shop.test/auth/login', {
          method: 'POST',
          headers,
          body: '{"username":"attacker@evil.example","password":"x"}',
        }),
        'login',
        endpoints(),
      );
      expect(response.status, JSON.stringify(headers)).toBe(status);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(seen.length).toBe(before);
  });

  it('ends a session only by POST, which goes on as the GET Geins expects (issue 51)', async () => {
    const before = seen.length;
    const byGet = await proxyAuth(
      new Request('http://shop.test/auth/logout', { headers: { cookie: 'hemma-session=s0' } }),
      'logout',
      endpoints(),
    );
    expect(byGet.status).toBe(405);
    expect(byGet.headers.get('allow')).toBe('POST');
    expect(seen.length).toBe(before);
    for (const action of ['register', 'password'])
      expect(
        (await proxyAuth(new Request(`http://shop.test/auth/${action}`), action, endpoints()))
          .status,
      ).toBe(405);
    const byPost = await proxyAuth(
      new Request('http://shop.test/auth/logout', {
        method: 'POST',
        headers: { ...ownJson, cookie: 'hemma-session=s0' },
        body: '{}',
      }),
      'logout',
      endpoints(),
    );
    expect(byPost.status).toBe(200);
    expect(
      seen.slice(before).map((request) => [request.method, request.url, request.body]),
    ).toEqual([['GET', '/auth/logout', '']]);
    expect(seen.at(-1)?.headers?.cookie).toBe('hemma-session=s0');
  });

  it('answers 413 to a body over the API’s 64 KB before reading it or calling the service (issue 51)', async () => {
    const before = seen.length;
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const streamed = await proxyAuth(
      new Request('http://shop.test/auth/login', {
        method: 'POST',
        headers: ownJson,
        body: endless,
        duplex: 'half',
      } as RequestInit),
      'login',
      endpoints(),
    );
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get('connection')).toBe('close');
    expect(await streamed.json()).toEqual({
      error: 'BODY_TOO_LARGE',
      message: 'The request body is too large',
    });
    expect(pulled).toBeLessThanOrEqual(6);
    const declared = await proxyAuth(
      new Request('http://shop.test/auth/login', {
        method: 'POST',
        headers: { ...ownJson, 'content-length': String(64 * 1024 + 1) },
        body: '{}',
      }),
      'login',
      endpoints(),
    );
    expect(declared.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('answers 408 to a body that does not arrive in time (issue 51)', async () => {
    const dripping = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{'));
      },
    });
    const response = await proxyAuth(
      new Request('http://shop.test/auth/login', {
        method: 'POST',
        headers: ownJson,
        body: dripping,
        duplex: 'half',
      } as RequestInit),
      'login',
      { ...endpoints(), bodyTimeoutMs: 20 },
    );
    expect(response.status).toBe(408);
  });

  it('answers 404 for an unknown action and 405 for other methods, without calling the service', async () => {
    const before = seen.length;
    expect(
      (await proxyAuth(new Request('http://shop.test/auth/admin'), 'admin', endpoints())).status,
    ).toBe(404);
    expect(
      (
        await proxyAuth(
          new Request('http://shop.test/auth/login', { method: 'DELETE' }),
          'login',
          endpoints(),
        )
      ).status,
    ).toBe(405);
    expect(seen.length).toBe(before);
  });

  it("words an unreachable service 'Network request failed'", async () => {
    const response = await proxyAuth(new Request('http://shop.test/auth/login'), 'login', {
      authEndpoint: 'http://127.0.0.1:9/auth',
      signEndpoint: 'http://127.0.0.1:9/auth/sign',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: 'Network request failed' });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  sendJson,
  startHttpTestServer,
  type HttpTestServer,
  type RecordedRequest,
} from '../testing/httpTestServer';
import { createAuthClient, type AuthSession } from './authClient';
import { hashPassword } from './passwordHash';

let server: HttpTestServer;
beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  vi.useRealTimers();
});

/** A challenge with the characters base64 uses, which must reach the sign endpoint URL-encoded. */
const challenge = 'challenge+7/a=';
const signedIdentity = {
  identity: challenge,
  timestamp: '2026-11-25T10:00:00.000Z',
  signature: 'mac-of-challenge-7',
};

/**
 * A small identity service in Geins's form: a challenge, GET /sign/{apiKey}?identity={challenge}
 * answering the signed identity, a password it knows only hashed, and a refresh token header.
 */
function identityService(
  options: {
    maxAge?: number;
    sessionCookie?: boolean;
    refreshToken?: string;
    textSignature?: boolean;
  } = {},
) {
  server.respond(async (req, res) => {
    const knownHash = await hashPassword('correct horse');
    const url = new URL(req.url, 'http://x');
    const refreshHeader = options.refreshToken
      ? { 'x-auth-refresh-token': options.refreshToken }
      : undefined;
    if (url.pathname === '/sign/key-1') {
      if (url.searchParams.get('identity') !== challenge)
        return sendJson(res, 400, { error: 'BAD_REQUEST', message: 'wrong identity' });
      if (options.textSignature)
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
      return sendJson(res, 200, signedIdentity);
    }
    if (!url.pathname.startsWith('/auth/')) return void res.writeHead(404).end();
    if (req.method === 'GET') {
      const hasSession =
        options.sessionCookie ??
        (req.headers.cookie === 'session=1' ||
          (options.refreshToken !== undefined &&
            req.headers['x-auth-refresh-token'] === options.refreshToken));
      return sendJson(
        res,
        200,
        hasSession && !url.pathname.endsWith('logout')
          ? { token: 'renewed.token.x', maxAge: options.maxAge ?? 60 }
          : {},
        refreshHeader,
      );
    }
    const body = req.json ?? {};
    if (!body.signature) return sendJson(res, 200, { sign: challenge });
    if (
      JSON.stringify(body.signature) !== JSON.stringify(signedIdentity) ||
      body.password !== knownHash
    )
      return sendJson(res, 401, { error: 'WRONG_CREDENTIALS', message: 'Wrong email or password' });
    sendJson(res, 200, { token: 'header.claims.sig', maxAge: options.maxAge ?? 60 }, refreshHeader);
  });
}

const endpoints = () => ({
  authEndpoint: `${server.url}/auth/`,
  signEndpoint: `${server.url}/sign/key-1?identity=`,
});
const signRequest = `GET /sign/key-1?identity=${encodeURIComponent(challenge)}`;
const summary = (r: RecordedRequest) => `${r.method} ${r.url}`;

describe('createAuthClient (spec section 7)', () => {
  it("throws 'An endpoint that can verify identities is required' without endpoints", () => {
    expect(() => createAuthClient({ authEndpoint: undefined, signEndpoint: 'x' })).toThrow(
      'An endpoint that can verify identities is required',
    );
    expect(() => createAuthClient({ authEndpoint: 'x', signEndpoint: '' })).toThrow(
      'An endpoint that can verify identities is required',
    );
  });

  it('logs in through the sign challenge: username, then signature, hashed password and sessionLifetime 30', async () => {
    identityService();
    const changes: (AuthSession | undefined)[] = [];
    const auth = createAuthClient({ ...endpoints(), onChange: (s) => changes.push(s) });
    const session = await auth.connect({ username: 'asa@example.se', password: 'correct horse' });
    auth.dispose();

    expect(session).toEqual({ token: 'header.claims.sig', maxAge: 60 });
    expect(changes).toEqual([{ token: 'header.claims.sig', maxAge: 60 }]);
    expect(server.requests.map(summary)).toEqual([
      'POST /auth/login',
      signRequest,
      'POST /auth/login',
    ]);
    expect(server.requests[0]?.json).toEqual({ username: 'asa@example.se' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[2]?.json).toEqual({
      username: 'asa@example.se',
      signature: signedIdentity,
      password: await hashPassword('correct horse'),
      sessionLifetime: 30,
    });
  });

  it('ends logged out, without posting a password, when the sign endpoint answers no JSON', async () => {
    identityService({ textSignature: true });
    const auth = createAuthClient(endpoints());
    expect(await auth.connect({ username: 'a@b.se', password: 'correct horse' })).toBeUndefined();
    auth.dispose();
    expect(server.requests.map(summary)).toEqual(['POST /auth/login', signRequest]);
  });

  it("keeps the refresh token of Geins's x-auth-refresh-token header and renews the session with it", async () => {
    identityService({ refreshToken: 'refresh-1' });
    const auth = createAuthClient(endpoints());
    expect(await auth.connect({ username: 'a@b.se', password: 'correct horse' })).toEqual({
      token: 'header.claims.sig',
      maxAge: 60,
      refreshToken: 'refresh-1',
    });
    expect(await auth.connect()).toEqual({
      token: 'renewed.token.x',
      maxAge: 60,
      refreshToken: 'refresh-1',
    });
    auth.dispose();
    expect(server.requests[3]?.headers['x-auth-refresh-token']).toBe('refresh-1');
  });

  it('leaves sessionLifetime out when the user asks to be remembered', async () => {
    identityService();
    const auth = createAuthClient(endpoints());
    await auth.connect({ username: 'a@b.se', password: 'correct horse', rememberUser: true });
    auth.dispose();
    expect(server.requests[2]?.json).not.toHaveProperty('sessionLifetime');
  });

  it('sends the hashed new password for a password change, to the password action', async () => {
    identityService();
    const auth = createAuthClient(endpoints());
    await auth.connect(
      { username: 'a@b.se', password: 'correct horse', newPassword: 'battery staple' },
      'password',
    );
    auth.dispose();
    expect(server.requests.map(summary)).toEqual([
      'POST /auth/password',
      signRequest,
      'POST /auth/password',
    ]);
    expect(server.requests[2]?.json).toMatchObject({
      newPassword: await hashPassword('battery staple'),
    });
  });

  it('renews a session by a plain GET of the login action (no body)', async () => {
    identityService({ sessionCookie: true });
    const auth = createAuthClient(endpoints());
    expect(await auth.connect()).toEqual({ token: 'renewed.token.x', maxAge: 60 });
    auth.dispose();
    expect(server.requests.map(summary)).toEqual(['GET /auth/login']);
    expect(server.requests[0]?.body).toBe('');
  });

  it('swallows failures: a wrong password, an error status or a dead service all leave a visitor logged out', async () => {
    identityService();
    const auth = createAuthClient(endpoints());
    await expect(auth.connect({ username: 'a@b.se', password: 'wrong' })).resolves.toBeUndefined();
    expect(auth.session).toBeUndefined();
    expect(auth.lastFailure).toEqual({
      status: 401,
      code: 'WRONG_CREDENTIALS',
      message: 'Wrong email or password',
    });

    const dead = createAuthClient({
      authEndpoint: 'http://127.0.0.1:9/auth/',
      signEndpoint: 'http://127.0.0.1:9/sign/',
    });
    await expect(dead.connect({ username: 'a@b.se', password: 'x' })).resolves.toBeUndefined();
    expect(dead.lastFailure?.message).toBe('Network request failed');
  });

  it('logout calls the logout action and clears the session', async () => {
    identityService();
    const changes: (AuthSession | undefined)[] = [];
    const auth = createAuthClient({ ...endpoints(), onChange: (s) => changes.push(s) });
    await auth.connect({ username: 'a@b.se', password: 'correct horse' });
    await auth.logout();
    expect(auth.session).toBeUndefined();
    expect(server.requests.at(-1)?.url).toBe('/auth/logout');
    expect(changes.at(-1)).toBeUndefined();
  });

  it('logs out by GET, as Geins does, or by a POST of an empty JSON object when asked', async () => {
    identityService();
    const byGet = createAuthClient(endpoints());
    await byGet.connect({ username: 'a@b.se', password: 'correct horse' });
    await byGet.logout();
    expect(server.requests.at(-1)?.method).toBe('GET');
    const byPost = createAuthClient({ ...endpoints(), logoutMethod: 'POST' });
    await byPost.connect({ username: 'a@b.se', password: 'correct horse' });
    await byPost.logout();
    expect(byPost.session).toBeUndefined();
    const last = server.requests.at(-1);
    expect([last?.method, last?.url, last?.json]).toEqual(['POST', '/auth/logout', {}]);
    expect(last?.headers['content-type']).toBe('application/json');
  });
});

describe('token refresh timing (900 x maxAge ms)', () => {
  it('refreshes at 900 x maxAge ms after a token, not before, and keeps refreshing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    identityService({ maxAge: 120, sessionCookie: true });
    const auth = createAuthClient(endpoints());
    await auth.connect({ username: 'a@b.se', password: 'correct horse' });
    const afterLogin = server.requests.length;

    await vi.advanceTimersByTimeAsync(900 * 120 - 1);
    expect(server.requests.length).toBe(afterLogin);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(auth.session?.token).toBe('renewed.token.x'), { timeout: 5_000 });
    expect(server.requests.slice(afterLogin).map(summary)).toEqual(['GET /auth/login']);

    await vi.advanceTimersByTimeAsync(900 * 120);
    await vi.waitFor(() => expect(server.requests.length).toBe(afterLogin + 2), { timeout: 5_000 });
    auth.dispose();
  });

  it('keeps the session when a renewal gets no answer, tells nobody, and renews again after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    identityService({ maxAge: 120, sessionCookie: true });
    let networkDown = false;
    const changes: (AuthSession | undefined)[] = [];
    const auth = createAuthClient({
      ...endpoints(),
      onChange: (session) => changes.push(session),
      fetch: (input, init) =>
        networkDown ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    });
    const session = await auth.connect({ username: 'a@b.se', password: 'correct horse' });
    networkDown = true;
    await expect(auth.connect()).resolves.toBeUndefined();
    expect(auth.session).toEqual(session);
    expect(auth.lastFailure?.message).toBe('Network request failed');
    expect(changes).toEqual([session]);

    networkDown = false;
    const before = server.requests.length;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.requests.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(auth.session?.token).toBe('renewed.token.x'), { timeout: 5_000 });
    expect(server.requests.slice(before).map(summary)).toEqual(['GET /auth/login']);
    auth.dispose();
  });

  it('schedules nothing once logged out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    identityService({ maxAge: 10 });
    const auth = createAuthClient(endpoints());
    await auth.connect({ username: 'a@b.se', password: 'correct horse' });
    await auth.logout();
    const count = server.requests.length;
    await vi.advanceTimersByTimeAsync(900 * 10 * 3);
    expect(server.requests.length).toBe(count);
  });
});

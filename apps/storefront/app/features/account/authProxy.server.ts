import { authActions, requestCookieJar, type CookieJar } from '@hemma/data';
import { cookieNames } from '../../config/shop';
import { isHttps } from '../../server/https';

/**
 * Request headers the identity service needs; the shop's own cookies stay here. X-Forwarded-For
 * (from a TLS proxy in front of the shop) lets an API run with TRUST_PROXY count failed logins per
 * client address rather than per shop; without that setting the API ignores it.
 */
const forwardedRequestHeaders = ['accept', 'content-type', 'authorization', 'x-forwarded-for'];
const forwardedResponseHeaders = ['content-type', 'cache-control', 'retry-after'];

/** Geins's identity service answers the refresh token in this header and reads it back from it. */
export const REFRESH_TOKEN_HEADER = 'x-auth-refresh-token';
/**
 * The refresh token kept for the browser: HttpOnly, only sent to the shop's /auth, and turned back
 * into the header here. An identity service that keeps the session in a cookie of its own (the
 * embedded API's hemma-session) works without it; Geins's, which only uses the header, needs it.
 */
export const REFRESH_TOKEN_COOKIE = cookieNames.refreshToken;
const ownCookieNames = new Set<string>(Object.values(cookieNames));

/** Seconds until a JWT's `exp`; undefined for a token that is not a readable JWT (then a browser-session cookie). */
function secondsLeft(token: string): number | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { exp?: unknown };
    return typeof payload.exp === 'number'
      ? Math.max(0, Math.floor(payload.exp - Date.now() / 1000))
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the refresh token as long as it is valid, or drops it when `token` is undefined. */
function setRefreshTokenCookie(jar: CookieJar, token: string | undefined, secure: boolean) {
  jar.set(REFRESH_TOKEN_COOKIE, token ?? '', {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: token === undefined ? 0 : secondsLeft(token),
    secure,
  });
}

export interface AuthProxyOptions {
  /** The identity service's auth endpoint (`…/auth`), without a trailing slash. */
  authEndpoint: string;
  /**
   * The sign endpoint up to the challenge, which is appended URL-encoded, in Geins's form
   * `…/auth/sign/{apiKey}?identity=`: the API key stays on the server.
   */
  signEndpoint: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function authError(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * Where `/auth/{rest}` of the shop goes: an action of the auth endpoint, or, for
 * `/auth/sign?identity={challenge}`, the sign endpoint with that challenge.
 */
export function authTarget(
  rest: string,
  { authEndpoint, signEndpoint }: Pick<AuthProxyOptions, 'authEndpoint' | 'signEndpoint'>,
  search: URLSearchParams = new URLSearchParams(),
): string | null {
  const path = rest.replace(/^\/+/, '');
  if (path === 'sign') {
    const identity = search.get('identity');
    return identity ? `${signEndpoint}${encodeURIComponent(identity)}` : null;
  }
  const action = path || 'login';
  return (authActions as readonly string[]).includes(action)
    ? `${authEndpoint.replace(/\/$/, '')}/${action}`
    : null;
}

/** The visitor's cookies minus the shop's own: the identity service sees only its session cookie. */
function identityCookies(header: string | null): string {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('=') && !ownCookieNames.has(part.slice(0, part.indexOf('='))))
    .join('; ');
}

/** A Set-Cookie value with the Secure attribute, added once. */
export function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/**
 * The same-origin door to the identity service (spec section 7): the browser's auth client calls
 * `/auth/{action}` and `/auth/sign?identity={challenge}` on the shop, which forwards them over HTTP,
 * so the service's address and the API key never reach the browser and its session cookie
 * (HttpOnly, Path=/auth) is kept on the shop's own origin. The refresh token of the
 * x-auth-refresh-token header becomes an HttpOnly cookie of the shop's and goes back as that header,
 * so a session renews with Geins's identity service too, out of reach of the page's scripts.
 */
export async function proxyAuth(
  request: Request,
  rest: string,
  options: AuthProxyOptions,
): Promise<Response> {
  const { timeoutMs = 15_000, fetch: fetchImpl = fetch } = options;
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST')
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  const target = authTarget(rest, options, new URL(request.url).searchParams);
  if (!target) return authError(404, 'UNKNOWN_ACTION', `Unknown action ${rest}`);

  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookies = identityCookies(request.headers.get('cookie'));
  if (cookies) headers.set('cookie', cookies);
  const jar = requestCookieJar(request.headers.get('cookie'));
  const refreshToken = jar.get(REFRESH_TOKEN_COOKIE);
  if (refreshToken) headers.set(REFRESH_TOKEN_HEADER, refreshToken);

  try {
    const upstream = await fetchImpl(target, {
      method,
      headers,
      body: method === 'POST' ? await request.text() : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    });
    const responseHeaders = new Headers({ 'cache-control': 'no-store' });
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    // The identity service is called over plain HTTP and cannot know the browser came over https.
    const secure = isHttps(request);
    for (const cookie of upstream.headers.getSetCookie())
      responseHeaders.append('set-cookie', secure ? withSecure(cookie) : cookie);
    // The refresh token goes into an HttpOnly cookie, never to the page's scripts; logging out, or
    // a refresh token the service refused, drops it.
    const nextRefreshToken = upstream.headers.get(REFRESH_TOKEN_HEADER);
    if (nextRefreshToken) setRefreshTokenCookie(jar, nextRefreshToken, secure);
    else if (refreshToken && (rest.replace(/^\/+/, '') === 'logout' || upstream.status === 401))
      setRefreshTokenCookie(jar, undefined, secure);
    for (const cookie of jar.setCookieHeaders) responseHeaders.append('set-cookie', cookie);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return authError(504, 'TIMEOUT', 'Network request failed');
    return authError(502, 'UNREACHABLE', 'Network request failed');
  }
}

import { authActions, requestCookieJar, type CookieJar } from '@hemma/data';
import { cookieNames } from '../../config/shop';
import { isHttps } from '../../server/https';
import {
  bodyLimits,
  crossSiteRefusal,
  readBoundedBody,
  refusedBodyHeaders,
  setClientAddressHeaders,
} from '../../server/proxyGuard.server';

/**
 * Request headers the identity service needs; the shop's own cookies stay here. The visitor's
 * address goes as X-Shop-Client-Address with the shop's secret (proxyGuard.server), never as the
 * client's own X-Forwarded-For, which anyone can write.
 */
const forwardedRequestHeaders = ['accept', 'content-type', 'authorization'];
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
  /** The shop's configured origin (PUBLIC_ORIGIN), besides this host, for the CSRF check. */
  publicOrigin?: string | undefined;
  /** The visitor's address (proxyGuard.server's clientAddressOf), sent with the shop's secret. */
  clientAddress?: string | undefined;
  /** SHOP_API_SECRET, which lets the API trust the visitor's address. */
  shopSecret?: string | undefined;
  bodyLimit?: number;
  bodyTimeoutMs?: number;
}

/**
 * What a GET may ask: renewing the session (`login` without a body) and signing a challenge. The
 * rest change state and need a POST that passes the CSRF check; a cross-site GET /auth/logout (an
 * image on another site) ended the visitor's session (issue 51).
 */
const getActions = new Set(['login', 'sign']);
function authError(
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error, message },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
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
  const {
    timeoutMs = 15_000,
    fetch: fetchImpl = fetch,
    publicOrigin,
    clientAddress,
    shopSecret,
    bodyLimit = bodyLimits.auth,
    bodyTimeoutMs,
  } = options;
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST')
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  const target = authTarget(rest, options, new URL(request.url).searchParams);
  if (!target) return authError(404, 'UNKNOWN_ACTION', `Unknown action ${rest}`);
  const action = rest.replace(/^\/+/, '') || 'login';
  if (method === 'GET' && !getActions.has(action))
    return new Response(null, { status: 405, headers: { Allow: 'POST' } });

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method === 'POST') {
    const refusal = crossSiteRefusal(request, publicOrigin);
    if (refusal)
      return authError(
        refusal.status,
        refusal.status === 403 ? 'CROSS_SITE' : 'UNSUPPORTED_MEDIA_TYPE',
        refusal.message,
      );
    const read = await readBoundedBody(request, { limit: bodyLimit, timeoutMs: bodyTimeoutMs });
    if (read.kind === 'tooLarge')
      return authError(413, 'BODY_TOO_LARGE', 'The request body is too large', refusedBodyHeaders);
    if (read.kind === 'timeout')
      return authError(408, 'BODY_TIMEOUT', 'The request body took too long', refusedBodyHeaders);
    body = read.body;
  }
  // The browser ends a session by POST (CSRF); Geins's identity service, and the official SDK,
  // end it with a GET, so that is what goes on.
  const upstreamMethod = action === 'logout' ? 'GET' : method;

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
  setClientAddressHeaders(headers, { clientAddress, shopSecret });
  if (upstreamMethod === 'GET') headers.delete('content-type');

  try {
    const upstream = await fetchImpl(target, {
      method: upstreamMethod,
      headers,
      body: upstreamMethod === 'POST' ? body : undefined,
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
    else if (refreshToken && (action === 'logout' || upstream.status === 401))
      setRefreshTokenCookie(jar, undefined, secure);
    for (const cookie of jar.setCookieHeaders) responseHeaders.append('set-cookie', cookie);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return authError(504, 'TIMEOUT', 'Network request failed');
    return authError(502, 'UNREACHABLE', 'Network request failed');
  }
}

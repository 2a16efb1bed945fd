import { randomBytes } from 'node:crypto';
import { type StorefrontCookies, resolveShopContext } from '@hemma/data';
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { serverConfig, type ServerConfig } from '../config/env.server';
import { requestCookies } from '../data/requestCookies.server';
import { hasSession } from '../routing/guards';
import { resolveAppPath, type PathRules } from '../routing/marketPath';
import { notFound } from '../routing/notFound';
import type { ScreenName } from '../routing/screens';
import { requestStateContext, type RequestState } from '../routing/requestContext';
import { isHttps } from './https';
import { applyPageCacheControl, holdsVisitorData } from './cacheControl';
import { applySecurityHeaders, type SecurityPolicyInput } from './securityHeaders';

/** Resource routes outside the screen table: no locale, no market rules. */
export const resourcePaths = new Set([
  '/graphql',
  '/change-language',
  '/robots.txt',
  '/sitemap.xml',
]);
/** The same-origin auth proxy: every path under it is a resource (features/account/authProxy.server.ts). */
export const authProxyPrefix = '/auth/';

/** Screens that show personal data: answered with Cache-Control: no-store (cacheControl.ts). */
export const personalDataScreens = new Set<ScreenName>([
  'checkout',
  'checkoutConfirm',
  'account',
  'accountOrders',
  'accountBalance',
  'accountSettings',
  'resetPassword',
]);

export function isResourcePath(pathname: string): boolean {
  return resourcePaths.has(pathname) || pathname.startsWith(authProxyPrefix);
}

export function pathRulesOf(
  config: ServerConfig,
  cookies: Pick<StorefrontCookies, 'selectedMarket' | 'locale'>,
): PathRules {
  return {
    marketInPath: config.marketInPath,
    startPage: config.startPage,
    fallbackMarketAlias: config.fallbackMarketAlias,
    currentMarket: cookies.selectedMarket.get(),
    preferredLocale: cookies.locale.get(),
  };
}

export function policyInputOf(
  config: ServerConfig,
  nonce: string,
  request: Request,
): SecurityPolicyInput {
  const apiOrigin = new URL(config.commerceApiUrl).origin;
  return {
    nonce,
    imageOrigins: [new URL(config.imageBaseUrl).origin, apiOrigin],
    // The browser calls only its own origin: GraphQL and auth go through the same-origin proxies.
    connectOrigins: [],
    development: !config.production,
    https: isHttps(request),
  };
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The request state; a loader without one answers 404 (the middleware runs for every matched route). */
export function requireRequestState(context: Readonly<RouterContextProvider>): RequestState {
  const state = context.get(requestStateContext);
  if (!state) notFound();
  return state;
}

/**
 * The root middleware: applies the market and locale rules of spec section 2 (answering with a
 * single redirect or a 404), resolves the request's shop context once (channel, market, locale,
 * customer type), prepares its CSP nonce, and puts the security headers on
 * every response.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const config = serverConfig();
  const url = new URL(request.url);
  const { cookies } = requestCookies(request);
  const nonce = createNonce();
  const policy = policyInputOf(config, nonce, request);

  if (isResourcePath(url.pathname)) {
    const response = await next();
    applySecurityHeaders(response.headers, policy);
    return response;
  }

  const resolution = resolveAppPath(url.pathname, pathRulesOf(config, cookies));
  if (resolution.kind === 'redirect') {
    const response = redirect(`${resolution.to}${searchOfPage(url)}`, 302);
    if (resolution.selectMarket)
      appendMarketCookies(response.headers, resolution.selectMarket.alias, request);
    applySecurityHeaders(response.headers, policy);
    return response;
  }

  context.set(requestStateContext, {
    ...resolveShopContext({ locale: resolution.locale, market: resolution.market, cookies }),
    screen: resolution.kind === 'screen' ? resolution.screen : null,
    nonce,
    authenticated: hasSession(cookies),
  });
  // A path no screen shows reaches the `*` route, whose loader answers 404 through the error
  // boundary; throwing here instead would skip the boundary and send a bare response.
  const response = await next();
  // A page served from a market path makes that market the visitor's current one (spec section 4).
  if (
    config.marketInPath &&
    resolution.kind === 'screen' &&
    cookies.selectedMarket.get() !== resolution.market.alias
  ) {
    appendMarketCookies(response.headers, resolution.market.alias, request);
  }
  // Pages with personal data (an order's address, the account) are never kept by a browser or
  // proxy cache; a page for a visitor without cookies may be kept by a shared cache (a CDN).
  applyPageCacheControl({
    method: request.method.toUpperCase(),
    status: response.status,
    personal: resolution.kind === 'screen' && personalDataScreens.has(resolution.screen.name),
    visitorData: holdsVisitorData(cookies),
    request: request.headers,
    response: response.headers,
  });
  applySecurityHeaders(response.headers, policy);
  return response;
};

/**
 * The query a redirect keeps: the page's own, without `_routes`, which React Router adds to the
 * data request of a client navigation and which would otherwise end up in the address bar.
 */
function searchOfPage(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Spec section 4: changing market sets both the current and the checkout market, kept about a year. */
export function appendMarketCookies(headers: Headers, alias: string, request: Request) {
  const { cookies, setCookieHeaders } = requestCookies(request);
  cookies.selectedMarket.set(alias);
  cookies.checkoutMarket.set(alias);
  for (const header of setCookieHeaders) headers.append('Set-Cookie', header);
}

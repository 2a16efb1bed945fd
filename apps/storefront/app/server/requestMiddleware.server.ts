import { randomBytes } from 'node:crypto';
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { serverConfig, type ServerConfig } from '../config/env.server';
import { cookieNames } from '../config/shop';
import { createServerI18n } from '../i18n/i18n.server';
import { hasSession } from '../routing/guards';
import { resolveAppPath, type PathRules } from '../routing/marketPath';
import { notFound } from '../routing/notFound';
import { requestStateContext, type RequestState } from '../routing/requestContext';
import { readCookies } from './cookies';
import { applySecurityHeaders, type SecurityPolicyInput } from './securityHeaders';

/** Resource routes outside the screen table: no locale, no market rules. */
export const resourcePaths = new Set(['/graphql', '/change-language']);

export function pathRulesOf(config: ServerConfig, cookies: Record<string, string>): PathRules {
  return {
    marketInPath: config.marketInPath,
    startPage: config.startPage,
    fallbackMarketAlias: config.fallbackMarketAlias,
    currentMarket: cookies[cookieNames.selectedMarket],
    preferredLocale: cookies[cookieNames.locale],
  };
}

export function policyInputOf(config: ServerConfig, nonce: string): SecurityPolicyInput {
  const apiOrigin = new URL(config.commerceApiUrl).origin;
  return {
    nonce,
    imageOrigins: [new URL(config.imageBaseUrl).origin, apiOrigin],
    connectOrigins: [new URL(config.authEndpoint).origin, new URL(config.signEndpoint).origin],
    development: !config.production,
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
 * single redirect or a 404), prepares the request's locale, market, i18next instance and CSP
 * nonce, and puts the security headers on every response.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const config = serverConfig();
  const url = new URL(request.url);
  const cookies = readCookies(request.headers.get('cookie'));
  const nonce = createNonce();
  const policy = policyInputOf(config, nonce);

  if (resourcePaths.has(url.pathname)) {
    const response = await next();
    applySecurityHeaders(response.headers, policy);
    return response;
  }

  const resolution = resolveAppPath(url.pathname, pathRulesOf(config, cookies));
  if (resolution.kind === 'redirect') {
    const response = redirect(`${resolution.to}${url.search}`, 302);
    applySecurityHeaders(response.headers, policy);
    return response;
  }

  context.set(requestStateContext, {
    locale: resolution.locale,
    market: resolution.market,
    screen: resolution.kind === 'screen' ? resolution.screen : null,
    i18n: createServerI18n(resolution.locale),
    nonce,
    authenticated: hasSession(cookies),
  });
  // A path no screen shows reaches the `*` route, whose loader answers 404 through the error
  // boundary; throwing here instead would skip the boundary and send a bare response.
  const response = await next();
  applySecurityHeaders(response.headers, policy);
  return response;
};

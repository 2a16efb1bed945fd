import { createStorefrontCookies, requestCookieJar, type StorefrontCookies } from '@hemma/data';
import { cookiePrefix } from '../config/shop';
import { isHttps } from '../server/https';

/** The storefront's cookies as a request sent them (and a jar to send changes back). */
export function requestCookies(request: Request): {
  cookies: StorefrontCookies;
  setCookieHeaders: readonly string[];
} {
  const jar = requestCookieJar(request.headers.get('cookie'));
  return {
    cookies: createStorefrontCookies({ prefix: cookiePrefix, jar, secure: isHttps(request) }),
    setCookieHeaders: jar.setCookieHeaders,
  };
}

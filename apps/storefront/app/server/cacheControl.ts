import type { StorefrontCookies } from '@hemma/data';
import { hasSession } from '../routing/guards';

/**
 * Data every visitor without cookies is shown alike: a shared cache (a CDN) may keep it a minute
 * and serve it stale for five more while it asks again. Browsers ask again every time. Only a
 * client navigation's data (`.data`) gets this: an HTML page carries its request's CSP nonce.
 */
export const sharedPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page for one visitor (their market, language, customer type or consent): only their browser keeps it, and asks again. */
export const visitorPageCacheControl = 'private, no-cache';
/**
 * A page with personal data (an order's address, the account), or any page for a visitor with a
 * session or a cart (its HTML holds their cart and name): kept by no cache at all, not even the browser's.
 */
export const personalPageCacheControl = 'no-store';

/** A session or a cart: any page drawn for the request shows the visitor's name or cart. */
export function holdsVisitorData(
  cookies: Pick<StorefrontCookies, 'auth' | 'user' | 'cart' | 'placedOrderCart'>,
): boolean {
  return hasSession(cookies) || Boolean(cookies.cart.get() || cookies.placedOrderCart.get());
}

export interface PageCacheInput {
  method: string;
  status: number;
  /** The screen shows personal data (requestMiddleware's personalDataScreens). */
  personal: boolean;
  /** The request carries a session or a cart, so any page drawn for it shows that visitor's data. */
  visitorData: boolean;
  request: Headers;
  response: Headers;
}

/**
 * The Cache-Control of a page or its data (`.data`). Any cookie (market, customer type, cart,
 * session) can change what the page shows, so such a request, and a response that sets a cookie,
 * is never kept by a shared cache. A page with personal data, and any page for a visitor with a
 * session or a cart, is kept by no cache at all. Other responses that already say how to cache
 * keep it.
 * An HTML page is never shared (issue 51): its inline scripts run by the request's CSP nonce, and
 * a shared copy handed one nonce to every visitor, so anyone could read the nonce a stored
 * injection on that page would need. Hashes instead of a nonce would keep it shareable, but the
 * page streams and its inline scripts (React Router's data, Radix's scroll-lock styles added at
 * run time) differ per page and per render, so the CSP header, sent first, cannot list them. What
 * `private` costs: a browser treats `private, no-cache` and `public, max-age=0` alike (it asks
 * again each time), so a page load as Lighthouse measures it (no CDN) is unchanged; only a CDN no
 * longer answers the first page of a visit. The data of every later navigation (`.data`, no
 * nonce, no inline script) stays shareable.
 */
export function pageCacheControl(input: PageCacheInput): string | null {
  if (input.personal || input.visitorData) return personalPageCacheControl;
  if (input.response.has('Cache-Control')) return null;
  const shareable =
    (input.method === 'GET' || input.method === 'HEAD') &&
    !carriesNonce(input) &&
    input.status === 200 &&
    !input.request.get('Cookie') &&
    !input.request.get('Authorization') &&
    !input.response.has('Set-Cookie');
  return shareable ? sharedPageCacheControl : visitorPageCacheControl;
}

/** An HTML page, whose inline scripts carry the request's CSP nonce; a HEAD stands for its page. */
function carriesNonce(input: PageCacheInput): boolean {
  return input.method === 'HEAD' || /^text\/html\b/i.test(input.response.get('Content-Type') ?? '');
}

/** Sets the page's Cache-Control; a shared copy is kept per Cookie header, so a visitor with cookies never gets it. */
export function applyPageCacheControl(input: PageCacheInput): void {
  const value = pageCacheControl(input);
  if (value === null) return;
  input.response.set('Cache-Control', value);
  if (value === sharedPageCacheControl) input.response.append('Vary', 'Cookie');
}

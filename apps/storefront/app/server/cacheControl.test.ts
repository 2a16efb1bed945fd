// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookieNames } from '@hemma/data';
import { cookiePrefix } from '../config/shop';
import { requestCookies } from '../data/requestCookies.server';
import {
  applyPageCacheControl,
  holdsVisitorData,
  pageCacheControl,
  personalPageCacheControl,
  sharedPageCacheControl,
  visitorPageCacheControl,
  type PageCacheInput,
} from './cacheControl';

const page = (overrides: Partial<PageCacheInput> = {}): PageCacheInput => ({
  method: 'GET',
  status: 200,
  personal: false,
  visitorData: false,
  request: new Headers(),
  response: new Headers({ 'Content-Type': 'text/html' }),
  ...overrides,
});

/** A client navigation's data (`.data`): no HTML, no nonce. */
const data = (overrides: Partial<PageCacheInput> = {}): PageCacheInput =>
  page({ response: new Headers({ 'Content-Type': 'text/x-script' }), ...overrides });

describe('pageCacheControl', () => {
  it("lets a shared cache keep a navigation's data for a visitor without cookies, a minute fresh and five more stale", () => {
    expect(pageCacheControl(data())).toBe(sharedPageCacheControl);
    expect(sharedPageCacheControl).toContain('s-maxage=60');
    expect(sharedPageCacheControl).toContain('stale-while-revalidate=300');
  });

  it('never shares an HTML page, which carries its request’s CSP nonce (issue 51)', () => {
    expect(pageCacheControl(page())).toBe(visitorPageCacheControl);
    expect(
      pageCacheControl(
        page({ response: new Headers({ 'Content-Type': 'TEXT/HTML; charset=utf-8' }) }),
      ),
    ).toBe(visitorPageCacheControl);
    expect(pageCacheControl(page({ method: 'HEAD', response: new Headers() }))).toBe(
      visitorPageCacheControl,
    );
    expect(visitorPageCacheControl).toMatch(/^private\b/);
  });

  it('keeps a page private when the request carries any cookie (market, customer type, consent)', () => {
    for (const cookie of ['persisted=%7B%7D', 'market=fi', 'userType=business']) {
      expect(pageCacheControl(data({ request: new Headers({ Cookie: cookie }) }))).toBe(
        visitorPageCacheControl,
      );
    }
    expect(
      pageCacheControl(data({ request: new Headers({ Authorization: 'Bearer token' }) })),
    ).toBe(visitorPageCacheControl);
  });

  it('keeps a page private when its response sets a cookie', () => {
    const response = new Headers({
      'Content-Type': 'text/x-script',
      'Set-Cookie': 'market=fi; Path=/',
    });
    expect(pageCacheControl(data({ response }))).toBe(visitorPageCacheControl);
  });

  it('shares only successful GET answers', () => {
    expect(pageCacheControl(data({ status: 404 }))).toBe(visitorPageCacheControl);
    expect(pageCacheControl(data({ status: 500 }))).toBe(visitorPageCacheControl);
    expect(pageCacheControl(data({ method: 'POST' }))).toBe(visitorPageCacheControl);
  });

  it('stores a page with personal data nowhere, with or without cookies', () => {
    expect(pageCacheControl(page({ personal: true }))).toBe(personalPageCacheControl);
    expect(personalPageCacheControl).toBe('no-store');
  });

  it("stores no page for a visitor with a session or a cart, not even in the visitor's browser", () => {
    const request = new Headers({ Cookie: 'cart=abc' });
    expect(pageCacheControl(page({ visitorData: true, request }))).toBe(personalPageCacheControl);
    // Also when a route chose its own caching: the visitor's cart is in the HTML.
    const response = new Headers({ 'Cache-Control': 'public, max-age=60' });
    expect(pageCacheControl(page({ visitorData: true, request, response }))).toBe(
      personalPageCacheControl,
    );
  });

  it('leaves a Cache-Control the route already chose', () => {
    const response = new Headers({ 'Cache-Control': 'no-store' });
    expect(pageCacheControl(page({ response }))).toBeNull();
  });
});

describe('applyPageCacheControl', () => {
  it('keys a shared copy by the Cookie header, so a visitor with cookies never gets it', () => {
    const input = data({
      response: new Headers({ 'Content-Type': 'text/x-script', Vary: 'Accept-Encoding' }),
    });
    applyPageCacheControl(input);
    expect(input.response.get('Cache-Control')).toBe(sharedPageCacheControl);
    expect(input.response.get('Vary')).toBe('Accept-Encoding, Cookie');
  });

  it('sets private pages without touching Vary', () => {
    const input = page({ request: new Headers({ Cookie: 'market=fi' }) });
    applyPageCacheControl(input);
    expect(input.response.get('Cache-Control')).toBe(visitorPageCacheControl);
    expect(input.response.get('Vary')).toBeNull();
  });
});

describe('holdsVisitorData', () => {
  const names = cookieNames(cookiePrefix);
  const cookiesOf = (cookie: string) =>
    requestCookies(new Request('http://shop.test/', { headers: { Cookie: cookie } })).cookies;

  it('finds a session or a cart among the cookies, whose pages no cache may keep', () => {
    for (const name of [names.auth, names.user, names.cart, names.placedOrderCart])
      expect(holdsVisitorData(cookiesOf(`${name}=abc`)), name).toBe(true);
  });

  it('leaves out cookies that only choose how the shop looks (market, language, customer type, consent)', () => {
    const cookie = [names.selectedMarket, names.locale, names.userType, names.cookieConsent]
      .map((name) => `${name}=x`)
      .join('; ');
    expect(holdsVisitorData(cookiesOf(cookie))).toBe(false);
  });
});

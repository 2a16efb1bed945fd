// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyPageCacheControl,
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
  request: new Headers(),
  response: new Headers({ 'Content-Type': 'text/html' }),
  ...overrides,
});

describe('pageCacheControl', () => {
  it('lets a shared cache keep a page for a visitor without cookies, a minute fresh and five more stale', () => {
    expect(pageCacheControl(page())).toBe(sharedPageCacheControl);
    expect(sharedPageCacheControl).toContain('s-maxage=60');
    expect(sharedPageCacheControl).toContain('stale-while-revalidate=300');
    expect(pageCacheControl(page({ method: 'HEAD' }))).toBe(sharedPageCacheControl);
  });

  it('keeps a page private when the request carries any cookie (market, customer type, cart, session)', () => {
    for (const cookie of ['cart=abc', 'auth=token', 'persisted=%7B%7D', 'market=fi']) {
      expect(pageCacheControl(page({ request: new Headers({ Cookie: cookie }) }))).toBe(
        visitorPageCacheControl,
      );
    }
    expect(
      pageCacheControl(page({ request: new Headers({ Authorization: 'Bearer token' }) })),
    ).toBe(visitorPageCacheControl);
  });

  it('keeps a page private when its response sets a cookie', () => {
    const response = new Headers({ 'Set-Cookie': 'market=fi; Path=/' });
    expect(pageCacheControl(page({ response }))).toBe(visitorPageCacheControl);
  });

  it('shares only successful GET answers', () => {
    expect(pageCacheControl(page({ status: 404 }))).toBe(visitorPageCacheControl);
    expect(pageCacheControl(page({ status: 500 }))).toBe(visitorPageCacheControl);
    expect(pageCacheControl(page({ method: 'POST' }))).toBe(visitorPageCacheControl);
  });

  it('stores a page with personal data nowhere, with or without cookies', () => {
    expect(pageCacheControl(page({ personal: true }))).toBe(personalPageCacheControl);
    expect(personalPageCacheControl).toBe('no-store');
  });

  it('leaves a Cache-Control the route already chose', () => {
    const response = new Headers({ 'Cache-Control': 'no-store' });
    expect(pageCacheControl(page({ response }))).toBeNull();
  });
});

describe('applyPageCacheControl', () => {
  it('keys a shared copy by the Cookie header, so a visitor with cookies never gets it', () => {
    const input = page({ response: new Headers({ Vary: 'Accept-Encoding' }) });
    applyPageCacheControl(input);
    expect(input.response.get('Cache-Control')).toBe(sharedPageCacheControl);
    expect(input.response.get('Vary')).toBe('Accept-Encoding, Cookie');
  });

  it('sets private pages without touching Vary', () => {
    const input = page({ request: new Headers({ Cookie: 'cart=abc' }) });
    applyPageCacheControl(input);
    expect(input.response.get('Cache-Control')).toBe(visitorPageCacheControl);
    expect(input.response.get('Vary')).toBeNull();
  });
});

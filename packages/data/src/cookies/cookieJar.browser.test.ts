// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://shop.example/se/"}
import { describe, expect, it } from 'vitest';
import { browserCookieJar } from './cookieJar';
import { createStorefrontCookies } from './storefrontCookies';

describe('browserCookieJar', () => {
  it('writes and reads document.cookie in the browser, and clearing removes the cookie', () => {
    const cookies = createStorefrontCookies({
      prefix: 'hemma',
      jar: browserCookieJar(document),
      secure: true,
    });
    cookies.auth.set('a.b.c');
    cookies.cart.set('cart 1');
    expect(document.cookie).toContain('hemma-auth=a.b.c');
    expect(cookies.cart.get()).toBe('cart 1');
    cookies.auth.clear();
    expect(cookies.auth.get()).toBeUndefined();
    expect(document.cookie).not.toContain('hemma-auth');
  });

  it('sees a cookie another writer changed (another tab, the server) on its next read', () => {
    const doc = { cookie: 'hemma-cart=first' };
    const jar = browserCookieJar(doc);
    expect(jar.get('hemma-cart')).toBe('first');
    doc.cookie = 'hemma-cart=second; hemma-market=se';
    expect(jar.get('hemma-cart')).toBe('second');
    expect(browserCookieJar({ cookie: '' }).get('hemma-cart')).toBeUndefined();
    expect(jar.get('hemma-market')).toBe('se');
  });
});

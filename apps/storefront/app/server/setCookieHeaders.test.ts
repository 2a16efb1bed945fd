// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loader as changeLanguage } from '../routes/change-language';
import { appendMarketCookies } from './requestMiddleware.server';

const year = 365 * 24 * 60 * 60;

function marketCookies(url: string, init?: RequestInit): string[] {
  const headers = new Headers();
  appendMarketCookies(headers, 'fi', new Request(url, init));
  return headers.getSetCookie();
}

function localeCookieOf(url: string, init?: RequestInit): string | null {
  const response = changeLanguage({
    request: new Request(`${url}?to=sv&from=/`, init),
  } as Parameters<typeof changeLanguage>[0]);
  return response.headers.get('set-cookie');
}

describe('the Set-Cookie headers the server writes (spec sections 3 and 9, issue 13)', () => {
  it('changing language keeps the locale cookie 365 days on path /, SameSite=Lax', () => {
    expect(localeCookieOf('http://shop.test/change-language')).toBe(
      `hemma-locale=sv; Max-Age=${year}; Path=/; SameSite=Lax`,
    );
  });

  it('adds Secure to the locale cookie over https, directly or behind a proxy that says so', () => {
    const secure = `hemma-locale=sv; Max-Age=${year}; Path=/; Secure; SameSite=Lax`;
    expect(localeCookieOf('https://shop.test/change-language')).toBe(secure);
    expect(
      localeCookieOf('http://shop.test/change-language', {
        headers: { 'x-forwarded-proto': 'https' },
      }),
    ).toBe(secure);
  });

  it('a market from the path sets the current and the checkout market for about a year', () => {
    expect(marketCookies('http://shop.test/fi/')).toEqual([
      `hemma-selected-market=fi; Max-Age=${year}; Path=/; SameSite=Lax`,
      `hemma-checkout-market=fi; Max-Age=${year}; Path=/; SameSite=Lax`,
    ]);
    expect(marketCookies('https://shop.test/fi/')).toEqual([
      `hemma-selected-market=fi; Max-Age=${year}; Path=/; Secure; SameSite=Lax`,
      `hemma-checkout-market=fi; Max-Age=${year}; Path=/; Secure; SameSite=Lax`,
    ]);
  });
});

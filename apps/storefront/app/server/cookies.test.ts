// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHttps, localeCookie, readCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads cookie values, decoding them and keeping the first of a repeated name', () => {
    expect(readCookies('a=1; hemma-selected-market=se; b=%C3%A5; a=2')).toEqual({
      a: '1',
      'hemma-selected-market': 'se',
      b: 'å',
    });
    expect(readCookies(null)).toEqual({});
    expect(readCookies('broken; x=%E0%A4%A')).toEqual({ x: '%E0%A4%A' });
  });

  it('writes SameSite=Lax on path / and Secure only over HTTPS (issue 13)', () => {
    expect(serializeCookie('n', 'v w', { maxAge: 60, secure: false })).toBe(
      'n=v%20w; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(serializeCookie('n', 'v', { maxAge: 60, secure: true, httpOnly: true })).toBe(
      'n=v; Path=/; Max-Age=60; SameSite=Lax; Secure; HttpOnly',
    );
  });

  it('keeps the locale cookie 365 days (spec section 9)', () => {
    expect(localeCookie('sv', new Request('http://shop.test/'))).toBe(
      `hemma-locale=sv; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`,
    );
  });

  it('counts a request as HTTPS directly or behind a proxy that says so', () => {
    expect(isHttps(new Request('https://shop.test/'))).toBe(true);
    expect(
      isHttps(new Request('http://shop.test/', { headers: { 'x-forwarded-proto': 'https' } })),
    ).toBe(true);
    expect(isHttps(new Request('http://shop.test/'))).toBe(false);
    expect(localeCookie('en', new Request('https://shop.test/'))).toContain('; Secure');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHttps } from './https';

describe('isHttps', () => {
  it('counts a request as HTTPS directly or behind a proxy that says so', () => {
    expect(isHttps(new Request('https://shop.test/'))).toBe(true);
    expect(
      isHttps(new Request('http://shop.test/', { headers: { 'x-forwarded-proto': 'https' } })),
    ).toBe(true);
    expect(
      isHttps(
        new Request('http://shop.test/', { headers: { 'x-forwarded-proto': 'http, https' } }),
      ),
    ).toBe(false);
    expect(isHttps(new Request('http://shop.test/'))).toBe(false);
  });
});

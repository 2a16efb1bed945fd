// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loader as changeLanguage } from './change-language';

function changeLanguageAt(search: string): Response {
  return changeLanguage({
    request: new Request(`http://shop.test/change-language${search}`),
  } as Parameters<typeof changeLanguage>[0]);
}

describe('/change-language (spec section 4, issue 51)', () => {
  it('leads to the same screen in the chosen language', () => {
    const response = changeLanguageAt(`?to=sv&from=${encodeURIComponent('/checkout')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sv/kassan');
  });

  it('never redirects off the site, whatever the language', () => {
    for (const to of ['sv', 'xx', '']) {
      for (const from of [
        '/%09/evil.example/landed',
        '/%0a/evil.example',
        '//evil.example',
        '/%5Cevil.example',
      ]) {
        const response = changeLanguageAt(`?to=${to}&from=${from}`);
        const location = response.headers.get('location');
        if (location !== null)
          expect(new URL(location, 'https://shop.example').origin, `${to} ${from}`).toBe(
            'https://shop.example',
          );
        expect(location ?? '', `${to} ${from}`).not.toContain('evil.example');
      }
    }
  });

  it('answers 400 to an unknown language instead of repeating the input', () => {
    const response = changeLanguageAt('?to=xx&from=/%09/evil.example/landed');
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('leads to the chosen language’s start page when from is not a local path', () => {
    const response = changeLanguageAt('?to=sv&from=/%09/evil.example/landed');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sv');
  });
});

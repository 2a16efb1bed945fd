// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocalPath, localPathOr } from './localPath';

/** Where a browser goes when it follows `Location: {path}` from the shop. */
function followedOrigin(path: string): string {
  return new URL(path, 'https://shop.example').origin;
}

describe('the local-path check of redirects built from input (issue 51)', () => {
  it('accepts a path on this site, with its query and fragment', () => {
    for (const path of [
      '/',
      '/sv/kassan',
      '/c/soffor?sort=PRICE&page=2',
      '/p/a#reviews',
      '/a%2F%2Fb',
    ])
      expect(isLocalPath(path), path).toBe(true);
  });

  it('refuses another host however it is written', () => {
    for (const path of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example/landed',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      'evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(isLocalPath(path), JSON.stringify(path)).toBe(false);
    expect(isLocalPath(null)).toBe(false);
    expect(isLocalPath(undefined)).toBe(false);
  });

  it('refuses a control character anywhere, since the path goes into a Location header', () => {
    expect(isLocalPath('/sv/kassan\r\nSet-Cookie: a=b')).toBe(false);
    expect(isLocalPath('/sv/\tkassan')).toBe(false);
  });

  it('never accepts a string a browser would follow off the site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .array(
              fc.constantFrom(
                '/',
                '\\',
                '\t',
                '\n',
                '\r',
                ' ',
                '.',
                'evil.example',
                ':',
                '@',
                '%09',
              ),
            )
            .map((parts) => parts.join('')),
        ),
        (value) => {
          if (isLocalPath(value)) expect(followedOrigin(value)).toBe('https://shop.example');
        },
      ),
    );
  });

  it('falls back for anything else', () => {
    expect(localPathOr('/\t/evil.example', '/')).toBe('/');
    expect(localPathOr('/sv', '/')).toBe('/sv');
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../config/shop';
import { languageSwitchPath, safeLocalPath } from './languageSwitch';
import { resolveAppPath } from './marketPath';

const plain = { marketInPath: false, startPage: true, fallbackMarketAlias: 'se' };
const withMarket = { marketInPath: true, startPage: true, fallbackMarketAlias: 'se' };

describe('language switch (spec section 4: switching redirects to the localized path)', () => {
  it('leads to the same screen in the other language', () => {
    expect(languageSwitchPath('/checkout', 'sv', plain)).toBe('/sv/kassan');
    expect(languageSwitchPath('/sv/mina-sidor/ordrar', 'en', plain)).toBe('/my-account/orders');
    expect(languageSwitchPath('/sv/c/soffor', 'en', plain)).toBe('/c/soffor');
    expect(languageSwitchPath('/favorites', 'da', plain)).toBe('/da/favorites');
  });

  it('keeps the market when it allows the language, else takes the language’s own market', () => {
    expect(languageSwitchPath('/se/sv/kassan', 'en', withMarket)).toBe('/se/en/checkout');
    expect(languageSwitchPath('/eu/en/checkout', 'sv', withMarket)).toBe('/se/sv/kassan');
  });

  it('goes to the index for a path that shows no screen', () => {
    expect(languageSwitchPath('/a/b/c/d/e', 'sv', plain)).toBe('/sv');
  });

  it('never leads off the site', () => {
    expect(safeLocalPath('https://evil.example')).toBe('/');
    expect(safeLocalPath('//evil.example')).toBe('/');
    expect(safeLocalPath('/\\evil.example')).toBe('/');
    expect(safeLocalPath('/\t/evil.example/landed')).toBe('/');
    expect(safeLocalPath('/sv/kassan')).toBe('/sv/kassan');
  });

  it('always leads to a path the middleware accepts, in the chosen language', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...locales),
        fc.boolean(),
        (from, to, marketInPath) => {
          const rules = { ...plain, marketInPath };
          const target = languageSwitchPath(from, to, rules);
          expect(resolveAppPath(target, rules)).toMatchObject({ kind: 'screen', locale: to });
        },
      ),
      { numRuns: 300 },
    );
  });
});

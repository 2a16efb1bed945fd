// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales, pathMarkets as markets, type Locale } from '../config/shop';
import { resolveAppPath, type PathRules } from './marketPath';
import { localizedPath, type ScreenParams } from './paths';
import { screenNames, type ScreenName } from './screens';
import { anySegment, knownLocales, knownMarkets, word } from './testing/pathSegments';

const marketRules: PathRules = { marketInPath: true, startPage: true, fallbackMarketAlias: 'se' };
const plainRules: PathRules = { marketInPath: false, startPage: true, fallbackMarketAlias: 'se' };

function redirectOf(pathname: string, rules: PathRules) {
  const result = resolveAppPath(pathname, rules);
  return result.kind === 'redirect' ? result : undefined;
}

describe('market in path (spec section 2)', () => {
  it('redirects a path of only /{locale}/{market} to /{market}/{locale}', () => {
    expect(redirectOf('/sv/se', marketRules)).toEqual({
      kind: 'redirect',
      to: '/se/sv',
      rule: 'localeMarketOrder',
    });
    expect(redirectOf('/en/de', marketRules)?.to).toBe('/de/en');
  });

  it('adds the current market in front of a path without a market', () => {
    expect(redirectOf('/sv/kassan', marketRules)).toEqual({
      kind: 'redirect',
      to: '/se/sv/kassan',
      rule: 'marketAdded',
    });
    expect(redirectOf('/sv/kassan', { ...marketRules, currentMarket: 'fi' })?.to).toBe(
      '/fi/sv/kassan',
    );
    expect(redirectOf('/checkout', { ...marketRules, currentMarket: 'de' })?.to).toBe(
      '/de/en/checkout',
    );
  });

  it('sends an unknown market to the fallback market', () => {
    expect(redirectOf('/atlantis/sv/kassan', marketRules)).toEqual({
      kind: 'redirect',
      to: '/se/sv/kassan',
      rule: 'unknownMarket',
    });
    expect(
      redirectOf('/atlantis/en/checkout', { ...marketRules, fallbackMarketAlias: 'eu' })?.to,
    ).toBe('/eu/en/checkout');
  });

  it("replaces a locale the market does not allow by the market's default language, on the localized path", () => {
    expect(redirectOf('/eu/sv/kassan', marketRules)).toEqual({
      kind: 'redirect',
      to: '/eu/en/checkout',
      rule: 'localeNotAllowed',
    });
    expect(redirectOf('/se/da/favorites', marketRules)?.to).toBe('/se/sv/favoriter');
    expect(redirectOf('/se/fi/c/soffor', marketRules)?.to).toBe('/se/sv/c/soffor');
  });

  it("gives a market without a locale the market's default language", () => {
    expect(redirectOf('/se', marketRules)?.to).toBe('/se/sv');
    expect(redirectOf('/se/checkout', marketRules)?.to).toBe('/se/sv/kassan');
  });

  it('gives a path without a locale the language of the locale cookie when the market allows it', () => {
    expect(redirectOf('/se/checkout', { ...marketRules, preferredLocale: 'en' })?.to).toBe(
      '/se/en/checkout',
    );
    expect(
      redirectOf('/checkout', { ...marketRules, currentMarket: 'fi', preferredLocale: 'sv' })?.to,
    ).toBe('/fi/sv/kassan');
    expect(redirectOf('/se', { ...marketRules, preferredLocale: 'da' })?.to).toBe('/se/sv');
    expect(redirectOf('/se/da/favorites', { ...marketRules, preferredLocale: 'en' })?.to).toBe(
      '/se/sv/favoriter',
    );
  });

  it('accepts a path in its canonical form', () => {
    const result = resolveAppPath('/se/sv/kassan', marketRules);
    expect(result).toMatchObject({
      kind: 'screen',
      locale: 'sv',
      market: { alias: 'se' },
      screen: { name: 'checkout' },
    });
  });

  it('redirects the start page to the index route when the start page is off', () => {
    expect(redirectOf('/se/sv/start', { ...marketRules, startPage: false })).toEqual({
      kind: 'redirect',
      to: '/se/sv',
      rule: 'startPageOff',
    });
    expect(redirectOf('/start', { ...plainRules, startPage: false })?.to).toBe('/');
    expect(redirectOf('/sv/start', { ...plainRules, startPage: false })?.to).toBe('/sv');
    expect(resolveAppPath('/start', plainRules)).toMatchObject({
      kind: 'screen',
      screen: { name: 'start' },
    });
  });
});

describe('locale in path without markets', () => {
  it("makes the market switcher's /{market}/{locale}/ link the visitor's market and drops it from the path", () => {
    expect(redirectOf('/fi/en/', plainRules)).toMatchObject({
      kind: 'redirect',
      to: '/',
      selectMarket: { alias: 'fi', currency: 'EUR' },
    });
    expect(redirectOf('/dk/en/checkout', plainRules)).toMatchObject({
      to: '/checkout',
      selectMarket: { alias: 'dk' },
    });
    expect(redirectOf('/se/sv/', { ...plainRules, currentMarket: 'fi' })).toMatchObject({
      to: '/sv',
      selectMarket: { alias: 'se' },
    });
    expect(redirectOf('/en/checkout', plainRules)?.selectMarket).toBeUndefined();
  });

  it('keeps the default language unprefixed', () => {
    expect(redirectOf('/en/checkout', plainRules)).toEqual({
      kind: 'redirect',
      to: '/checkout',
      rule: 'defaultLocaleUnprefixed',
    });
    expect(redirectOf('/en', plainRules)?.to).toBe('/');
  });

  it('reads the locale prefix of sv, da, fi and nb', () => {
    expect(resolveAppPath('/sv/kassan', plainRules)).toMatchObject({
      kind: 'screen',
      locale: 'sv',
      screen: { name: 'checkout' },
    });
    expect(resolveAppPath('/da/checkout', plainRules)).toMatchObject({
      kind: 'screen',
      locale: 'da',
      screen: { name: 'checkout' },
    });
    expect(resolveAppPath('/nb', plainRules)).toMatchObject({
      kind: 'screen',
      locale: 'nb',
      screen: { name: 'index' },
    });
  });

  it('drops a market segment when markets are not in the path', () => {
    expect(redirectOf('/se/sv/kassan', plainRules)).toMatchObject({
      kind: 'redirect',
      to: '/sv/kassan',
      rule: 'marketNotInPath',
      selectMarket: { alias: 'se' },
    });
  });

  it('reports a path that no screen matches as not found, in the language of its prefix', () => {
    expect(resolveAppPath('/sv/a/b/c/d', plainRules)).toMatchObject({
      kind: 'notFound',
      locale: 'sv',
    });
    expect(resolveAppPath('/a/b/c/d', plainRules)).toMatchObject({
      kind: 'notFound',
      locale: 'en',
    });
  });

  it('finds no page for a default-language path that would read as another locale (/en/sv)', () => {
    expect(resolveAppPath('/en/sv', plainRules)).toMatchObject({ kind: 'notFound' });
    expect(resolveAppPath('/en/en', plainRules)).toMatchObject({ kind: 'notFound' });
  });

  it('redirects a trailing slash to the path without it', () => {
    expect(redirectOf('/sv/kassan/', plainRules)?.to).toBe('/sv/kassan');
  });
});

// ---------------------------------------------------------------------------------------------
// Property-based tests (issue 13): the rules hold for any path, not only the examples above.

const anyPath = fc.array(anySegment, { maxLength: 6 }).map((segments) => `/${segments.join('/')}`);
const anyRules = fc.record({
  marketInPath: fc.boolean(),
  startPage: fc.boolean(),
  fallbackMarketAlias: knownMarkets,
  currentMarket: fc.option(fc.oneof(knownMarkets, word), { nil: undefined }),
  preferredLocale: fc.option(fc.oneof(knownLocales, word), { nil: undefined }),
});

const paramValue = fc.stringMatching(/^x[a-z0-9-]{0,10}$/);
const anyScreenLink = fc.record({
  name: fc.constantFrom(...screenNames.filter((name) => name !== 'start')),
  locale: knownLocales,
  alias: paramValue,
  level1: paramValue,
  level2: paramValue,
  category: paramValue,
  parent: paramValue,
  search: fc.string({ minLength: 1, maxLength: 12 }),
  splat: fc.array(paramValue, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
});

function paramsFor(link: {
  alias: string;
  level1: string;
  level2: string;
  category: string;
  parent: string;
  search: string;
  splat: string;
}) {
  return {
    alias: link.alias,
    level1: link.level1,
    level2: link.level2,
    category: link.category,
    parent: link.parent,
    search: link.search,
    type: 'brand',
    '*': link.splat,
  };
}

export const propertyRuns = 500;

describe('market and locale rules, as properties', () => {
  it('never redirects twice: the target of a redirect is accepted as it is', () => {
    fc.assert(
      fc.property(anyPath, anyRules, (path, rules) => {
        const first = resolveAppPath(path, rules);
        if (first.kind !== 'redirect') return;
        expect(resolveAppPath(first.to, rules).kind).not.toBe('redirect');
      }),
      { numRuns: propertyRuns },
    );
  });

  it('answers a path that would lead to another host with not found (found by this property: //\\)', () => {
    const rules = {
      marketInPath: false,
      startPage: false,
      fallbackMarketAlias: 'se',
      currentMarket: undefined,
      preferredLocale: undefined,
    };
    for (const path of ['//\\', '//\\evil.example', '/\\evil.example', '///evil.example']) {
      const result = resolveAppPath(path, rules);
      if (result.kind === 'redirect') expect(result.to).toMatch(/^\/(?![/\\])/);
    }
    expect(resolveAppPath('//\\evil.example', rules).kind).toBe('notFound');
  });

  it('redirects only to a local path, never to another host', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyPath,
          fc.string().map((tail) => `/${tail}`),
        ),
        anyRules,
        (path, rules) => {
          const result = resolveAppPath(path, rules);
          if (result.kind !== 'redirect') return;
          expect(result.to).toMatch(/^\/(?![/\\])/);
        },
      ),
      { numRuns: propertyRuns },
    );
  });

  it('puts every accepted path under a known market and a locale that market allows when markets are in the path', () => {
    fc.assert(
      fc.property(anyPath, anyRules, (path, rules) => {
        const result = resolveAppPath(path, { ...rules, marketInPath: true });
        if (result.kind !== 'screen') return;
        const [market, locale] = path.split('/').filter(Boolean);
        const found = markets.find((candidate) => candidate.alias === market);
        expect(found).toBeDefined();
        expect(found?.allowedLanguages).toContain(locale as Locale);
      }),
      { numRuns: propertyRuns },
    );
  });

  it('swaps any /{locale}/{market} to /{market}/...', () => {
    fc.assert(
      fc.property(knownLocales, knownMarkets, anyRules, (locale, market, rules) => {
        const path = `/${locale}/${market}`;
        const result = resolveAppPath(path, { ...rules, marketInPath: true });
        // Finland's /fi/fi reads the same both ways and is already in order.
        if (result.kind === 'screen') expect(locale).toBe(market);
        expect(result.kind === 'redirect' ? result.to.split('/')[1] : market).toBe(market);
      }),
      { numRuns: propertyRuns },
    );
  });

  it('sends any unknown market to the fallback market', () => {
    const unknown = word.filter(
      (value) =>
        !markets.some((market) => market.alias === value) &&
        !(locales as readonly string[]).includes(value),
    );
    fc.assert(
      fc.property(unknown, knownLocales, knownMarkets, (alias, locale, fallback) => {
        const result = resolveAppPath(`/${alias}/${locale}/checkout`, {
          ...marketRules,
          fallbackMarketAlias: fallback,
        });
        expect(result).toMatchObject({ kind: 'redirect', rule: 'unknownMarket' });
        if (result.kind === 'redirect') expect(result.to.split('/')[1]).toBe(fallback);
      }),
      { numRuns: propertyRuns },
    );
  });

  it('never accepts the default language with a prefix when markets are not in the path', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const result = resolveAppPath(path, plainRules);
        if (result.kind === 'screen') expect(path.split('/')[1]).not.toBe('en');
      }),
      { numRuns: propertyRuns },
    );
  });

  it('accepts every localized link as it is and reads back its screen', () => {
    fc.assert(
      fc.property(anyScreenLink, anyRules, (link, rules) => {
        const market = markets.find((candidate) =>
          (candidate.allowedLanguages as readonly Locale[]).includes(link.locale),
        );
        const params = paramsFor(link) as ScreenParams<ScreenName>;
        const path = localizedPath(
          link.name,
          link.locale,
          params,
          rules.marketInPath ? { market: market?.alias } : {},
        );
        const result = resolveAppPath(path, rules);
        expect(result).toMatchObject({ kind: 'screen', locale: link.locale });
        if (result.kind === 'screen')
          expect(
            localizedPath(
              result.screen.name,
              link.locale,
              result.screen.params as never,
              rules.marketInPath ? { market: market?.alias } : {},
            ),
          ).toBe(path);
      }),
      { numRuns: propertyRuns },
    );
  });
});

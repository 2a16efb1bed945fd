// @vitest-environment node
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { locales, pathMarkets as markets, type Locale } from '../config/shop';
import { resolveAppPath } from './marketPath';
import { localizedPath, type ScreenParams } from './paths';
import {
  fallbackRouteId,
  routePrefixOfRequest,
  routeVariants,
  screenNameOfRouteId,
  screenRouteIdsByPrefix,
} from './routeVariants';
import { screenNames, screens, type ScreenName } from './screens';
import { anySegment } from './testing/pathSegments';

/** The generated route config as React Router sees it, to rank paths exactly as the server does. */
const routes: RouteObject[] = [
  ...routeVariants().map((variant): RouteObject =>
    variant.path === '' ? { id: variant.id, index: true } : { id: variant.id, path: variant.path },
  ),
  { id: fallbackRouteId, path: '*' },
];

function routerScreen(pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf ? screenNameOfRouteId(leaf.route.id ?? '') : undefined;
}

const sampleParams = {
  alias: 'xalias',
  level1: 'xlevel',
  level2: 'xsub',
  category: 'xcat',
  parent: 'xparent',
  search: 'soffa',
  type: 'brand',
  '*': 'xa/xb',
};

function marketFor(locale: Locale) {
  return markets.find((market) => (market.allowedLanguages as readonly Locale[]).includes(locale))
    ?.alias;
}

/** The tables the production server answers each prefix with: its own screens and the routes outside the screen table. */
const screenRouteIds = new Set(routeVariants().map((variant) => variant.id));
const prefixTables = new Map(
  [...screenRouteIdsByPrefix()].map(([prefix, ids]) => [
    prefix,
    routes.filter((route) => ids.includes(route.id ?? '') || !screenRouteIds.has(route.id ?? '')),
  ]),
);

const leafRouteId = (table: RouteObject[], pathname: string) =>
  matchRoutes(table, pathname)?.at(-1)?.route.id;

describe('generated route config', () => {
  it('gives every route a unique id and registers every screen under every prefix', () => {
    const variants = routeVariants();
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(variants.length);
    const marketLanguages = markets.reduce(
      (sum, market) => sum + market.allowedLanguages.length,
      0,
    );
    expect(variants).toHaveLength(screens.length * (1 + locales.length + marketLanguages));
  });

  it('never starts a screen path with a market alias, so market prefixes cannot be mistaken for a screen', () => {
    const aliases: readonly string[] = markets.map((market) => market.alias);
    for (const screen of screens) {
      expect(aliases).not.toContain(screen.en.split('/')[0]);
      expect(aliases).not.toContain(screen.sv.split('/')[0]);
    }
  });

  it.each(screenNames.flatMap((name) => locales.map((locale) => [name, locale] as const)))(
    'routes %s in %s to the same screen as the middleware, with and without the market',
    (name, locale) => {
      for (const market of [undefined, marketFor(locale)]) {
        const path = localizedPath(name, locale, sampleParams as ScreenParams<ScreenName>, {
          market,
        });
        const resolved = resolveAppPath(path, {
          marketInPath: market !== undefined,
          startPage: true,
          fallbackMarketAlias: 'se',
        });
        expect(resolved).toMatchObject({ kind: 'screen', screen: { name } });
        expect(routerScreen(path)).toBe(name);
      }
    },
  );

  it('agrees with the middleware on any accepted path', () => {
    fc.assert(
      fc.property(
        fc.array(anySegment, { maxLength: 6 }),
        fc.boolean(),
        (segments, marketInPath) => {
          const path = `/${segments.join('/')}`;
          const resolved = resolveAppPath(path, {
            marketInPath,
            startPage: true,
            fallbackMarketAlias: 'se',
          });
          if (resolved.kind === 'screen') expect(routerScreen(path)).toBe(resolved.screen.name);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('matches any path to the same route in the table of its prefix as in the whole table', () => {
    expect([...screenRouteIdsByPrefix().values()].flat().sort()).toEqual(
      routeVariants()
        .map((variant) => variant.id)
        .sort(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...screenRouteIdsByPrefix().keys()),
        fc.array(anySegment, { maxLength: 5 }),
        fc.boolean(),
        (prefix, rest, trailingSlash) => {
          const segments = [...prefix.split('/').filter(Boolean), ...rest];
          const path = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
          const inWholeTable = leafRouteId(routes, path);
          // The document and its data request (single fetch: `/_root.data` stands for a trailing slash).
          for (const requestPath of [
            path,
            path === '/' ? '/_root.data' : `${path.replace(/\/$/, '/_root')}.data`,
          ]) {
            const prefix = routePrefixOfRequest(requestPath);
            expect(prefix).toBeDefined();
            expect(leafRouteId(prefixTables.get(prefix ?? '') ?? [], path)).toBe(inWholeTable);
          }
        },
      ),
      // Each run matches the whole generated table three times (React Router ranks every branch per
      // call); 250 runs keep the file within its limit while CI's other tasks share the cores.
      { numRuns: 250 },
    );
  });

  it('names the prefix of a document, its data request and the data request of a prefix root', () => {
    expect(routePrefixOfRequest('/se/sv/p/sofas/bo')).toBe('/se/sv');
    expect(routePrefixOfRequest('/se/sv/p/sofas/bo.data')).toBe('/se/sv');
    expect(routePrefixOfRequest('/sv.data')).toBe('/sv');
    expect(routePrefixOfRequest('/sv/_root.data')).toBe('/sv');
    expect(routePrefixOfRequest('/_root.data')).toBe('');
    expect(routePrefixOfRequest('/about')).toBe('');
    expect(routePrefixOfRequest('/sv/p/sofas/bo.data?_routes=product%40sv-prefix')).toBe('/sv');
    expect(routePrefixOfRequest('//se/sv/p/x')).toBe('/se/sv');
  });

  it('answers route discovery from the prefix of its paths when they share one, else from the whole table', () => {
    const manifest = (...paths: string[]) =>
      `/__manifest?paths=${encodeURIComponent(paths.join(','))}&version=abc`;
    expect(routePrefixOfRequest(manifest('/sv/c/mobler', '/sv/p/soffor/bo', '/sv'))).toBe('/sv');
    expect(routePrefixOfRequest(manifest('/c/furniture', '/about'))).toBe('');
    expect(routePrefixOfRequest(manifest('/sv/c/mobler', '/c/furniture'))).toBeUndefined();
    expect(routePrefixOfRequest('/__manifest')).toBeUndefined();
  });
});

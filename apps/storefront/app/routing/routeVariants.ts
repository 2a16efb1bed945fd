import { defaultLocale, locales, pathMarkets, type Locale } from '../config/shop';
import { pathLanguageOf } from './paths';
import { screens, type Screen } from './screens';

export interface RouteVariant {
  /** Unique route id: `{screen}@{prefix}`. */
  id: string;
  /** Full path without a leading slash; '' for the index. */
  path: string;
  module: string;
  screen: Screen;
  locale: Locale;
  market: boolean;
  /** The market and language part of the path, as routePrefixOf names it: `/se/sv`, `/sv` or ''. */
  prefix: string;
}

interface Prefix {
  key: string;
  segments: string;
  locale: Locale;
  market: boolean;
}

/**
 * The prefixes every screen is registered under: none (the default language), each locale, and
 * each market with each language it allows. Markets are static segments, never `:market`: a
 * dynamic first segment would outrank splat routes such as `/dc/*` and show the wrong screen.
 * Optional segments (`:market?/:locale?/kassan`, one route per screen and path language) fail the
 * same way: on every path of up to four segments drawn from the screens' own words, locales and
 * markets, React Router and the middleware disagreed on 7 % (the campaign `/dc/summer/sofas`
 * became a content page, the Swedish content page `/sv/p` the start page). React Router matches
 * the path as it is, with no hook to resolve a localized path to a canonical route first.
 * Any other path (an unknown market, a locale the market does not allow) falls to the `*` route,
 * where the root middleware redirects it or answers 404. `/en/...` exists only to be redirected.
 */
function prefixes(): Prefix[] {
  const unprefixed: Prefix = {
    key: defaultLocale,
    segments: '',
    locale: defaultLocale,
    market: false,
  };
  const localePrefixed = locales.map((locale) => ({
    key: `${locale}-prefix`,
    segments: locale,
    locale,
    market: false,
  }));
  const marketPrefixed = pathMarkets.flatMap((market) =>
    market.allowedLanguages.map((locale) => ({
      key: `${market.alias}-${locale}`,
      segments: `${market.alias}/${locale}`,
      locale,
      market: true,
    })),
  );
  return [unprefixed, ...localePrefixed, ...marketPrefixed];
}

function join(prefix: string, path: string): string {
  return [prefix, path].filter(Boolean).join('/');
}

/** Every (screen, prefix) pair the route config registers. */
export function routeVariants(): RouteVariant[] {
  return prefixes().flatMap((prefix) =>
    screens.map((screen) => ({
      id: `${screen.name}@${prefix.key}`,
      path: join(prefix.segments, screen[pathLanguageOf(prefix.locale)]),
      module: screen.module,
      screen,
      locale: prefix.locale,
      market: prefix.market,
      prefix: prefix.segments ? `/${prefix.segments}` : '',
    })),
  );
}

/** The registered prefixes' segments, longest first: a market with its language before a language alone. */
const prefixSegments = prefixes()
  .map((prefix) => prefix.segments.split('/').filter(Boolean))
  .sort((a, b) => b.length - a.length);

/**
 * The market and language part of a path as the route table registers it: `/se/sv`, `/sv`, or ''
 * for the default language. Everything the root loader answers depends on this part only.
 */
export function routePrefixOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const prefix = prefixSegments.find((candidate) =>
    candidate.every((segment, index) => segments[index] === segment),
  );
  return prefix && prefix.length > 0 ? `/${prefix.join('/')}` : '';
}

/** The screen name of a generated route id. */
export function screenNameOfRouteId(id: string): string {
  return id.split('@')[0] ?? id;
}

/** The `*` route that catches every other path, so the root middleware runs for it too. */
export const fallbackRouteId = 'fallback';

/**
 * The ids of the screen routes each prefix registers, keyed by the prefix as routePrefixOf names it
 * ('' for none). A path only ever matches a screen of its own prefix or a route outside the screen
 * table, so the production server answers each prefix from a route table of these alone: React
 * Router then matches about 30 routes per request instead of every prefix's (server.mjs).
 */
export function screenRouteIdsByPrefix(): Map<string, string[]> {
  const byPrefix = new Map<string, string[]>();
  for (const variant of routeVariants()) {
    byPrefix.set(variant.prefix, [...(byPrefix.get(variant.prefix) ?? []), variant.id]);
  }
  return byPrefix;
}

/**
 * The prefix whose route table answers a request (its path and query), or undefined for the whole
 * table. A data request names its document's path with `.data` (`/sv/p/x.data`; `/sv/_root.data`
 * for `/sv/`). React Router's route discovery (`/__manifest?paths=...`) asks for the paths of the
 * links on a page: usually all of one prefix, but a language or market link names another.
 */
export function routePrefixOfRequest(url: string): string | undefined {
  // Split by hand, not with new URL: a path starting with `//` would lose its first segment as a host.
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  if (pathname === '/__manifest') {
    const query = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
    const paths = (query.get('paths') ?? '').split(',').filter(Boolean);
    const prefixes = new Set(paths.map(routePrefixOf));
    return prefixes.size === 1 ? [...prefixes][0] : undefined;
  }
  const documentPath = pathname.endsWith('.data')
    ? pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/')
    : pathname;
  return routePrefixOf(documentPath);
}

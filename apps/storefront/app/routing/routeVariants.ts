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

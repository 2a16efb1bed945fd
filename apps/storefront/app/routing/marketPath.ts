/**
 * The market-in-path and locale rules of spec section 2, as pure functions of a path and the
 * configuration. The root middleware applies them; a redirect is always a single hop.
 */
import { defaultChannelForLanguage, type ChannelRegistry } from '@hemma/data';
import {
  defaultLocale,
  isLocale,
  markets as shopMarkets,
  type Locale,
  type Market,
} from '../config/shop';
import { isLocalPath } from './localPath';
import { matchScreen, screenPath, type ScreenMatch, type ScreenParams } from './paths';
import type { ScreenName } from './screens';

/**
 * The markets and channels the rules read; the shop's own unless told (a test adds a channel and
 * its markets without touching the shop's configuration).
 */
export interface MarketTable {
  markets?: readonly Market[] | undefined;
  channels?: ChannelRegistry | undefined;
}

export interface PathRules extends MarketTable {
  marketInPath: boolean;
  startPage: boolean;
  fallbackMarketAlias: string;
  /** The visitor's current market (the selected-market cookie), if any. */
  currentMarket?: string | undefined;
  /** The language the visitor chose last (the locale cookie), used when a market path lacks one. */
  preferredLocale?: string | undefined;
}

export type PathResolution =
  | {
      kind: 'redirect';
      to: string;
      rule: RedirectRule;
      /** A market the path named though markets are not in the path (the market switcher's link): it becomes the visitor's market. */
      selectMarket?: Market;
    }
  | { kind: 'screen'; locale: Locale; market: Market; screen: ScreenMatch }
  | { kind: 'notFound'; locale: Locale; market: Market };

export type RedirectRule =
  | 'localeMarketOrder'
  | 'marketAdded'
  | 'unknownMarket'
  | 'localeNotAllowed'
  | 'defaultLocaleUnprefixed'
  | 'marketNotInPath'
  | 'startPageOff'
  | 'canonicalForm';

function allMarkets(table: MarketTable): readonly Market[] {
  return table.markets ?? shopMarkets;
}

/** Markets a visitor can be in (checkout-only markets never appear in a path). */
function visitableMarkets(table: MarketTable): readonly Market[] {
  return allMarkets(table).filter((market) => !market.onlyDisplayInCheckout);
}

function firstMarket(table: MarketTable): Market {
  const [first] = allMarkets(table);
  if (!first) throw new Error('The shop has no markets');
  return first;
}

/** A market a visitor can be in (checkout-only markets never appear in a path). */
export function marketByAlias(
  alias: string | undefined,
  table: MarketTable = {},
): Market | undefined {
  return visitableMarkets(table).find((market) => market.alias === alias);
}

function allows(market: Market, locale: Locale): boolean {
  return (market.allowedLanguages as readonly Locale[]).includes(locale);
}

function isMarketAlias(value: string | undefined, table: MarketTable): boolean {
  return marketByAlias(value, table) !== undefined;
}

/**
 * The market a locale's visitors start in: the market speaking it by default, else its channel's
 * default market when that allows it, else the first market that allows it.
 */
export function defaultMarketForLocale(locale: Locale, table: MarketTable = {}): Market {
  const channelDefault = marketByAlias(
    defaultChannelForLanguage(locale, table.channels).defaultMarket,
    table,
  );
  const visitable = visitableMarkets(table);
  return (
    visitable.find((market) => market.defaultLanguage === locale) ??
    (channelDefault && allows(channelDefault, locale) ? channelDefault : undefined) ??
    visitable.find((market) => allows(market, locale)) ??
    firstMarket(table)
  );
}

/** The visitor's current market: the selected one if it exists, else the locale's default market. */
export function currentMarketFor(
  locale: Locale,
  rules: Pick<PathRules, 'currentMarket' | 'markets' | 'channels'>,
): Market {
  return marketByAlias(rules.currentMarket, rules) ?? defaultMarketForLocale(locale, rules);
}

function fallbackMarket(rules: PathRules): Market {
  return marketByAlias(rules.fallbackMarketAlias, rules) ?? firstMarket(rules);
}

/** A path with a broken percent escape names no page. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function joinRest(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

interface Parsed {
  market: Market | undefined;
  /** The market segment was present but names no market. */
  unknownMarket: boolean;
  locale: Locale;
  localeInPath: boolean;
  rest: string;
  /** A rule that already applies while parsing. */
  rule: RedirectRule | undefined;
  /** Without markets in the path: the market segment in front of the locale, which the redirect drops. */
  strippedMarket?: Market | undefined;
}

function parseWithMarket(segments: readonly string[], rules: PathRules): Parsed {
  const [first, second] = segments;
  if (segments.length === 2 && isLocale(first) && isMarketAlias(second, rules)) {
    return {
      market: marketByAlias(second, rules),
      unknownMarket: false,
      locale: first,
      localeInPath: true,
      rest: '/',
      rule: 'localeMarketOrder',
    };
  }
  if (isMarketAlias(first, rules)) {
    if (isLocale(second)) {
      return {
        market: marketByAlias(first, rules),
        unknownMarket: false,
        locale: second,
        localeInPath: true,
        rest: joinRest(segments.slice(2)),
        rule: undefined,
      };
    }
    return {
      market: marketByAlias(first, rules),
      unknownMarket: false,
      locale: defaultLocale,
      localeInPath: false,
      rest: joinRest(segments.slice(1)),
      rule: 'canonicalForm',
    };
  }
  if (!isLocale(first) && isLocale(second)) {
    return {
      market: fallbackMarket(rules),
      unknownMarket: true,
      locale: second,
      localeInPath: true,
      rest: joinRest(segments.slice(2)),
      rule: 'unknownMarket',
    };
  }
  if (isLocale(first)) {
    return {
      market: undefined,
      unknownMarket: false,
      locale: first,
      localeInPath: true,
      rest: joinRest(segments.slice(1)),
      rule: 'marketAdded',
    };
  }
  return {
    market: undefined,
    unknownMarket: false,
    locale: defaultLocale,
    localeInPath: false,
    rest: joinRest(segments),
    rule: 'marketAdded',
  };
}

function parseWithoutMarket(segments: readonly string[], table: MarketTable): Parsed {
  const [first, second] = segments;
  // A market segment in front of a locale, left over from a market-in-path link. (Finland's `fi`
  // is also a locale: /fi/sv/... is read as market and locale, so it never meets a market route.)
  if (isMarketAlias(first, table) && isLocale(second)) {
    const parsed = parseWithoutMarket(segments.slice(1), table);
    return {
      ...parsed,
      rule: parsed.rule ?? 'marketNotInPath',
      strippedMarket: marketByAlias(first, table),
    };
  }
  if (isLocale(first)) {
    return {
      market: undefined,
      unknownMarket: false,
      locale: first,
      localeInPath: true,
      rest: joinRest(segments.slice(1)),
      rule: first === defaultLocale ? 'defaultLocaleUnprefixed' : undefined,
    };
  }
  return {
    market: undefined,
    unknownMarket: false,
    locale: defaultLocale,
    localeInPath: false,
    rest: joinRest(segments),
    rule: undefined,
  };
}

/** Splits a path into market, locale and the rest, without judging it. */
export function parseAppPath(pathname: string, rules: PathRules): Parsed {
  const segments = segmentsOf(pathname);
  return rules.marketInPath
    ? parseWithMarket(segments, rules)
    : parseWithoutMarket(segments, rules);
}

function prefixOf(market: Market | undefined, locale: Locale): string {
  if (market) return `/${market.alias}/${locale}`;
  return locale === defaultLocale ? '' : `/${locale}`;
}

function withPrefix(prefix: string, rest: string): string {
  if (!prefix) return rest;
  return rest === '/' ? prefix : `${prefix}${rest}`;
}

/** The rest of the path as the same screen's path in another locale. */
function translateRest(screen: ScreenMatch, locale: Locale): string {
  return screenPath(screen.name as ScreenName, locale, screen.params as ScreenParams<ScreenName>);
}

/**
 * Applies every market-in-path rule to a path: the /{locale}/{market} order, the current market
 * added when missing, the unknown market to the fallback market, a disallowed locale replaced by
 * the market's default language, the default language unprefixed, and the start page redirect
 * when the start page is off.
 */
export function resolveAppPath(pathname: string, rules: PathRules): PathResolution {
  const parsed = parseAppPath(pathname, rules);
  if (!isDecodable(pathname)) {
    return {
      kind: 'notFound',
      locale: parsed.locale,
      market: parsed.market ?? currentMarketFor(parsed.locale, rules),
    };
  }
  let { locale, rest } = parsed;
  let rule = parsed.rule;
  const market = rules.marketInPath
    ? (parsed.market ?? currentMarketFor(locale, rules))
    : (parsed.strippedMarket ?? currentMarketFor(locale, rules));
  const selectMarket = parsed.strippedMarket ? { selectMarket: parsed.strippedMarket } : {};

  let screen = matchScreen(rest, locale);
  if (!screen) return { kind: 'notFound', locale, market };

  const allowed = (candidate: string | undefined): candidate is Locale =>
    isLocale(candidate) && (market.allowedLanguages as readonly Locale[]).includes(candidate);
  if (rules.marketInPath && (!parsed.localeInPath || !allowed(locale))) {
    locale =
      !parsed.localeInPath && allowed(rules.preferredLocale)
        ? rules.preferredLocale
        : market.defaultLanguage;
    rest = translateRest(screen, locale);
    screen = matchScreen(rest, locale) ?? screen;
    rule ??= 'localeNotAllowed';
  }

  if (screen.name === 'start' && !rules.startPage) {
    return {
      kind: 'redirect',
      to: withPrefix(prefixOf(rules.marketInPath ? market : undefined, locale), '/'),
      rule: 'startPageOff',
      ...selectMarket,
    };
  }

  const prefix = prefixOf(rules.marketInPath ? market : undefined, locale);
  // An unprefixed path that starts with a locale code would be read as that locale's prefix:
  // such a page (a content alias 'sv', say) has no address in the default language.
  if (!prefix && isLocale(segmentsOf(rest)[0])) return { kind: 'notFound', locale, market };

  const canonical = withPrefix(prefix, rest);
  // Browsers read '//host' and '/\\host' as another host: a path that would redirect there is no page of ours.
  if (!isLocalPath(canonical)) return { kind: 'notFound', locale, market };
  if (canonical !== pathname) {
    return { kind: 'redirect', to: canonical, rule: rule ?? 'canonicalForm', ...selectMarket };
  }
  return { kind: 'screen', locale, market, screen };
}

import type { Locale, Market } from '../config/shop';
import { defaultMarketForLocale, resolveAppPath, type PathRules } from './marketPath';
import { localPathOr } from './localPath';
import { localizedPath, type ScreenParams } from './paths';
import type { ScreenName } from './screens';

/** Only a path on this site may be a switch target; anything else goes to the index. */
export function safeLocalPath(value: string | null | undefined): string {
  return localPathOr(value, '/');
}

/**
 * Where switching to another language leads (spec section 4): the same screen with the same
 * parameters on its localized path, keeping the market when it allows the language.
 */
export function languageSwitchPath(fromPathname: string, to: Locale, rules: PathRules): string {
  const resolved = resolveAppPath(safeLocalPath(fromPathname), rules);
  const screen =
    resolved.kind === 'screen' ? resolved.screen : { name: 'index' as const, params: {} };
  const current = resolved.kind === 'redirect' ? undefined : resolved.market;
  const market =
    current && (current.allowedLanguages as readonly Locale[]).includes(to)
      ? current
      : defaultMarketForLocale(to);
  return localizedPath(
    screen.name as ScreenName,
    to,
    screen.params as ScreenParams<ScreenName>,
    rules.marketInPath ? { market: market.alias } : {},
  );
}

/**
 * Where choosing a market leads: the same screen in that market, in the page's language when the
 * market allows it, else in the market's default language. The address always names the market
 * (`/fi/sv/allt`); without markets in the path the middleware drops it again and makes it the
 * visitor's market (one redirect, which sets the market cookies).
 */
export function marketSwitchPath(fromPathname: string, market: Market, rules: PathRules): string {
  const resolved = resolveAppPath(safeLocalPath(fromPathname), rules);
  if (resolved.kind !== 'screen')
    return localizedPath('index', market.defaultLanguage, {}, { market: market.alias });
  const locale = (market.allowedLanguages as readonly Locale[]).includes(resolved.locale)
    ? resolved.locale
    : market.defaultLanguage;
  const { screen } = resolved;
  return localizedPath(
    screen.name as ScreenName,
    locale,
    screen.params as ScreenParams<ScreenName>,
    { market: market.alias },
  );
}

/**
 * The language switcher's link: the change-language route, which sets the locale cookie and sends
 * the visitor to the same page's localized path; on the language's own domain only when the shop
 * is configured with one domain per language (spec section 2's production case).
 */
export function languageLinkHref(to: Locale, fromPath: string, domain: string | undefined): string {
  const route = `/change-language?${new URLSearchParams({ to, from: fromPath }).toString()}`;
  return domain ? `https://${domain}${route}` : route;
}

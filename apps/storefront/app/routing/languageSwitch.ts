import type { Locale } from '../config/shop';
import { defaultMarketForLocale, resolveAppPath, type PathRules } from './marketPath';
import { localizedPath, type ScreenParams } from './paths';
import type { ScreenName } from './screens';

/** Only a path on this site may be a switch target; anything else goes to the index. */
export function safeLocalPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/**
 * Where switching to another language leads (spec section 4): the same screen with the same
 * parameters on its localized path, keeping the market when it allows the language.
 */
export function languageSwitchPath(fromPathname: string, to: Locale, rules: PathRules): string {
  const resolved = resolveAppPath(safeLocalPath(fromPathname), rules);
  const screen = resolved.kind === 'screen' ? resolved.screen : { name: 'index' as const, params: {} };
  const current = resolved.kind === 'redirect' ? undefined : resolved.market;
  const market = current && (current.allowedLanguages as readonly Locale[]).includes(to) ? current : defaultMarketForLocale(to);
  return localizedPath(screen.name as ScreenName, to, screen.params as ScreenParams<ScreenName>, rules.marketInPath ? { market: market.alias } : {});
}

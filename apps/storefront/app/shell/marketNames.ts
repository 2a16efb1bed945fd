import { countryName } from '@hemma/ui';
import { markets, type Locale } from '../config/shop';

/** The markets a visitor can switch to; the others show only in the checkout. */
export const switchableMarkets = markets.filter((market) => !market.onlyDisplayInCheckout);

/**
 * The switchable markets' country names in a language, by alias. The root loader sends them, so
 * the browser does not build an Intl.DisplayNames (tens of milliseconds on a phone) to hydrate the shell.
 */
export function marketNamesIn(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    switchableMarkets.map((market) => [market.alias, countryName(market.countryCode, locale)]),
  );
}

import { shopMarkets, type Locale, type Market } from '@hemma/data';
import { countryName } from '@hemma/ui';

/** The markets a visitor can switch to; the others show only in the checkout. */
export function switchableMarketsOf<M extends Market>(markets: readonly M[]): M[] {
  return markets.filter((market) => !market.onlyDisplayInCheckout);
}

/** The demo shop's switchable markets (the markets of @hemma/data's registry). */
export const switchableMarkets = /* @__PURE__ */ switchableMarketsOf(shopMarkets);

/**
 * The switchable markets' country names in a language, by alias. The root loader sends them, so
 * the browser does not build an Intl.DisplayNames (tens of milliseconds on a phone) to hydrate the shell.
 */
export function marketNamesIn(
  locale: Locale,
  markets: readonly Market[] = shopMarkets,
): Record<string, string> {
  return Object.fromEntries(
    switchableMarketsOf(markets).map((market) => [
      market.alias,
      countryName(market.countryCode, locale),
    ]),
  );
}

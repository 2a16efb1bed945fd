import { cartMarketFor, shopMarkets as markets } from '@hemma/data';
import { countryName } from '@hemma/ui';

export interface CheckoutCountry {
  /** ISO code in capitals, as the address carries it. */
  code: string;
  /** The market whose prices, shipping and VAT apply to an address in this country. */
  marketAlias: string;
}

/** A market for a real country: not the virtual EU market, which has no country of its own. */
function isCountryMarket(market: (typeof markets)[number]): boolean {
  return market.countryCode !== 'eu';
}

/**
 * The countries the checkout offers: one per country market of the page's channel, including the
 * markets shown only in the checkout (onlyDisplayInCheckout).
 */
export function checkoutCountries(channelId: string): CheckoutCountry[] {
  return markets
    .filter((market) => market.channelId === channelId && isCountryMarket(market))
    .map((market) => ({ code: market.countryCode.toUpperCase(), marketAlias: market.alias }));
}

/** The checkout's countries as the form offers them: named in the page's language, in its alphabetical order. */
export function checkoutCountryOptions(
  channelId: string,
  locale: string,
): (CheckoutCountry & { label: string })[] {
  return checkoutCountries(channelId)
    .map((country) => ({ ...country, label: countryName(country.code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The market of the country an address is in: the checkout market once a country is chosen. */
export function marketForCountry(channelId: string, countryCode: string): string | undefined {
  return checkoutCountries(channelId).find((country) => country.code === countryCode.toUpperCase())
    ?.marketAlias;
}

/**
 * The country the form starts with: the checkout market's, else the current market's when it is
 * a country of the channel; none for the virtual EU market, where the shopper must choose.
 */
export function defaultCountry(
  channelId: string,
  markets: { current: string; checkout: string | undefined },
): string {
  const countries = checkoutCountries(channelId);
  const alias = cartMarketFor('checkout', markets);
  return (
    (
      countries.find((country) => country.marketAlias === alias) ??
      countries.find((country) => country.marketAlias === markets.current)
    )?.code ?? ''
  );
}

/**
 * Spec section 4: on checkout routes the cart's market is the checkout market. An address's
 * country decides it; before one is given the checkout market cookie does, and then the current market.
 */
export function checkoutCartMarket(
  channelId: string,
  country: string,
  markets: { current: string; checkout: string | undefined },
): string {
  const fromCountry = country ? marketForCountry(channelId, country) : undefined;
  if (fromCountry) return fromCountry;
  const checkout =
    markets.checkout &&
    checkoutCountries(channelId).some((candidate) => candidate.marketAlias === markets.checkout)
      ? markets.checkout
      : undefined;
  return cartMarketFor('checkout', { current: markets.current, checkout });
}

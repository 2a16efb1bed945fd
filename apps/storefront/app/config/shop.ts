import {
  cookieNames as cookieNamesOf,
  defaultCookiePrefix,
  shopMarkets,
  type Locale,
} from '@hemma/data';

/**
 * The shop's static configuration: the facts of the spec that the browser and the server share.
 * Nothing here is secret; values that differ per deployment live in `env.server.ts`.
 */

export {
  defaultCustomerType,
  defaultLocale,
  fallbackLocale,
  isLocale,
  languageIds,
  locales,
  marketGroups,
  menuLayouts,
  productListSorts,
  vatIncludedFor,
} from '@hemma/data';
export type {
  CustomerType,
  Locale,
  Market,
  MarketGroup,
  MenuLayout,
  ProductListSort,
} from '@hemma/data';

/** Locales with their own texts; the others fall back to English. */
export const translatedLocales = ['en', 'sv'] as const satisfies readonly Locale[];

/** The markets of the commerce API's channels (its seed): @hemma/data's market list. */
export const markets = shopMarkets;

/** Markets a visitor can be in; the others appear only in the checkout's country selector. */
export const pathMarkets = markets.filter((market) => !market.onlyDisplayInCheckout);

export type MarketAlias = (typeof markets)[number]['alias'];

/**
 * Cookie names carry the product prefix (spec section 3). @hemma/data names every cookie from it and
 * keeps their lifetimes and flags; the app reads and writes them through `data/browserCookies.ts`
 * and `data/requestCookies.server.ts`.
 */
export const cookiePrefix = defaultCookiePrefix;
export const cookieNames = cookieNamesOf(cookiePrefix);

/** The content page with the terms of purchase, per language (seeded by the commerce API). */
export const termsPageAlias = { sv: 'kopvillkor', en: 'terms-of-purchase' } as const;

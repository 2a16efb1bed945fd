import {
  cookieNames as cookieNamesOf,
  defaultCookiePrefix,
  shopChannels,
  type Locale,
  type Market,
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

/**
 * The markets of the commerce API's channels (its seed), by alias. Finland's alias `fi` is also a
 * locale code: a path's first segment is read as a market only when markets are in the path.
 */
export const markets = [
  {
    alias: 'se',
    channelId: shopChannels.se.id,
    countryCode: 'se',
    currency: 'SEK',
    defaultLanguage: 'sv',
    allowedLanguages: ['sv', 'en'],
    groupKey: 'scandinavia',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'eu',
    channelId: shopChannels.com.id,
    countryCode: 'eu',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en'],
    groupKey: 'markets',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'dk',
    channelId: shopChannels.com.id,
    countryCode: 'dk',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en', 'da'],
    groupKey: 'scandinavia',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'no',
    channelId: shopChannels.com.id,
    countryCode: 'no',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en', 'nb'],
    groupKey: 'scandinavia',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'fi',
    channelId: shopChannels.com.id,
    countryCode: 'fi',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en', 'fi', 'sv'],
    groupKey: 'europe',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'de',
    channelId: shopChannels.com.id,
    countryCode: 'de',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en'],
    groupKey: 'europe',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'nl',
    channelId: shopChannels.com.id,
    countryCode: 'nl',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en'],
    groupKey: 'europe',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'fr',
    channelId: shopChannels.com.id,
    countryCode: 'fr',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en'],
    groupKey: 'europe',
    onlyDisplayInCheckout: false,
  },
  {
    alias: 'at',
    channelId: shopChannels.com.id,
    countryCode: 'at',
    currency: 'EUR',
    defaultLanguage: 'en',
    allowedLanguages: ['en'],
    groupKey: 'europe',
    onlyDisplayInCheckout: true,
  },
] as const satisfies readonly Market[];

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

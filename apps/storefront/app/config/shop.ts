import { cookieNames as cookieNamesOf, shopChannels } from '@hemma/data';

/**
 * The shop's static configuration: the facts of the spec that the browser and the server share.
 * Nothing here is secret; values that differ per deployment live in `env.server.ts`.
 */

export const locales = ['en', 'sv', 'da', 'fi', 'nb'] as const;
export type Locale = (typeof locales)[number];

/** Spec section 9: default language en, fallback en. The default language has no path prefix. */
export const defaultLocale: Locale = 'en';
export const fallbackLocale: Locale = 'en';

/** Locales with their own texts; the others fall back to English. */
export const translatedLocales = ['en', 'sv'] as const satisfies readonly Locale[];

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (locales as readonly string[]).includes(value);
}

export const marketGroups = ['scandinavia', 'europe', 'markets'] as const;
export type MarketGroup = (typeof marketGroups)[number];

export interface Market {
  alias: string;
  /** The sales channel the commerce API files the market under (an id of the channel registry). */
  channelId: string;
  /** Lowercase ISO country code, also the flag file name. */
  countryCode: string;
  currency: string;
  defaultLanguage: Locale;
  allowedLanguages: readonly Locale[];
  groupKey: MarketGroup;
  /** Shown only in the checkout's country selector, never in the market switcher or the path. */
  onlyDisplayInCheckout: boolean;
}

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

/** The commerce API's language ids (its seed), sent as languageId with every operation. */
export const languageIds: Record<Locale, string> = {
  en: 'en-US',
  sv: 'sv-SE',
  da: 'da-DK',
  fi: 'fi-FI',
  nb: 'nb-NO',
};

export type MarketAlias = (typeof markets)[number]['alias'];

export const customerTypes = [
  { type: 'PERSON', vat: true },
  { type: 'ORGANIZATION', vat: false },
] as const;
export type CustomerType = (typeof customerTypes)[number]['type'];
export const defaultCustomerType: CustomerType = 'PERSON';

/** The main menu's layouts (spec section 2): full-width mega menu, or a boxed dropdown. */
export const menuLayouts = ['mega', 'boxed'] as const;
export type MenuLayout = (typeof menuLayouts)[number];

export const productListSorts = [
  'LATEST',
  'MOST_SOLD',
  'PRICE',
  'PRICE_DESC',
  'RELEVANCE',
] as const;
export type ProductListSort = (typeof productListSorts)[number];

/**
 * Cookie names carry the product prefix (spec section 3). @hemma/data names every cookie from it and
 * keeps their lifetimes and flags; the app reads and writes them through `data/browserCookies.ts`
 * and `data/requestCookies.server.ts`.
 */
export const cookiePrefix = 'hemma';
export const cookieNames = cookieNamesOf(cookiePrefix);

/** The content page with the terms of purchase, per language (seeded by the commerce API). */
export const termsPageAlias = { sv: 'kopvillkor', en: 'terms-of-purchase' } as const;

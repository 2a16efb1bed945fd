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

export interface Channel {
  /** Short name, also the theme name in @hemma/ui. */
  name: 'se' | 'com';
  /** The sales channel id of the commerce API. */
  channelId: string;
  currency: string;
  defaultLanguage: Locale;
  /** The channel's own domain: the language switcher points there in production. */
  domain: string;
  /** The market a visitor of this channel starts in. */
  defaultMarketAlias: string;
}

export const channels = {
  se: {
    name: 'se',
    channelId: '1|se',
    currency: 'SEK',
    defaultLanguage: 'sv',
    domain: 'hemma.se',
    defaultMarketAlias: 'se',
  },
  com: {
    name: 'com',
    channelId: '3|com',
    currency: 'EUR',
    defaultLanguage: 'en',
    domain: 'hemma.com',
    defaultMarketAlias: 'eu',
  },
} as const satisfies Record<string, Channel>;

export type ChannelName = keyof typeof channels;

/** Swedish pages belong to the Swedish channel; every other language is served by the international one. */
export function channelForLocale(locale: Locale): Channel {
  return locale === 'sv' ? channels.se : channels.com;
}

export const marketGroups = ['scandinavia', 'europe', 'markets'] as const;
export type MarketGroup = (typeof marketGroups)[number];

export interface Market {
  alias: string;
  /** Lowercase ISO country code, also the flag file name. */
  countryCode: string;
  currency: string;
  defaultLanguage: Locale;
  allowedLanguages: readonly Locale[];
  groupKey: MarketGroup;
  /** Shown only in the checkout's country selector, never in the market switcher or the path. */
  onlyDisplayInCheckout: boolean;
}

/** Aliases never equal a locale code: /{market}/{locale}/ paths must read one way only. */
export const markets = [
  { alias: 'se', countryCode: 'se', currency: 'SEK', defaultLanguage: 'sv', allowedLanguages: ['sv', 'en'], groupKey: 'scandinavia', onlyDisplayInCheckout: false },
  { alias: 'dk', countryCode: 'dk', currency: 'DKK', defaultLanguage: 'da', allowedLanguages: ['da', 'en'], groupKey: 'scandinavia', onlyDisplayInCheckout: false },
  { alias: 'no', countryCode: 'no', currency: 'NOK', defaultLanguage: 'nb', allowedLanguages: ['nb', 'en'], groupKey: 'scandinavia', onlyDisplayInCheckout: false },
  { alias: 'fin', countryCode: 'fi', currency: 'EUR', defaultLanguage: 'fi', allowedLanguages: ['fi', 'sv', 'en'], groupKey: 'scandinavia', onlyDisplayInCheckout: false },
  { alias: 'eu', countryCode: 'eu', currency: 'EUR', defaultLanguage: 'en', allowedLanguages: ['en'], groupKey: 'europe', onlyDisplayInCheckout: false },
  { alias: 'de', countryCode: 'de', currency: 'EUR', defaultLanguage: 'en', allowedLanguages: ['en'], groupKey: 'europe', onlyDisplayInCheckout: false },
  { alias: 'gb', countryCode: 'gb', currency: 'GBP', defaultLanguage: 'en', allowedLanguages: ['en'], groupKey: 'markets', onlyDisplayInCheckout: false },
  { alias: 'us', countryCode: 'us', currency: 'USD', defaultLanguage: 'en', allowedLanguages: ['en'], groupKey: 'markets', onlyDisplayInCheckout: false },
] as const satisfies readonly Market[];

export type MarketAlias = (typeof markets)[number]['alias'];

export const customerTypes = [
  { type: 'PERSON', vat: true },
  { type: 'ORGANIZATION', vat: false },
] as const;
export type CustomerType = (typeof customerTypes)[number]['type'];
export const defaultCustomerType: CustomerType = 'PERSON';

export const productListSorts = ['LATEST', 'MOST_SOLD', 'PRICE', 'PRICE_DESC', 'RELEVANCE'] as const;
export type ProductListSort = (typeof productListSorts)[number];

/** Cookie names carry the product prefix (spec section 3). */
export const cookiePrefix = 'hemma';
export const cookieNames = {
  auth: `${cookiePrefix}-auth`,
  user: `${cookiePrefix}-user`,
  selectedMarket: `${cookiePrefix}-selected-market`,
  locale: `${cookiePrefix}-locale`,
  cookieConsent: `${cookiePrefix}-cookie-consent`,
} as const;

const day = 24 * 60 * 60;
/** Spec section 9: the locale cookie and the consent cookie live 365 days. */
export const cookieMaxAge = {
  locale: 365 * day,
  selectedMarket: 365 * day,
  cookieConsent: 365 * day,
} as const;

import { customerTypes, type CustomerTypeValue } from '../cookies/persistedState';

/**
 * The vocabulary of a shop's configuration: its locales, markets, customer types and list sorts.
 * A shop states its own markets with these types (the storefront's `config/shop.ts`); the parts and
 * the data layer read them without knowing which shop they serve.
 */

export const locales = ['en', 'sv', 'da', 'fi', 'nb'] as const;
export type Locale = (typeof locales)[number];

/** Spec section 9: default language en, fallback en. The default language has no path prefix. */
export const defaultLocale: Locale = 'en';
export const fallbackLocale: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (locales as readonly string[]).includes(value);
}

/** The commerce API's language ids (its seed), sent as languageId with every operation. */
export const languageIds: Record<Locale, string> = {
  en: 'en-US',
  sv: 'sv-SE',
  da: 'da-DK',
  fi: 'fi-FI',
  nb: 'nb-NO',
};

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
 * The customer types (spec section 1): a person buys with VAT, an organization without. The
 * values are the commerce API's `CustomerType` enum, which @hemma/data exports with its operations.
 */
export { customerTypes };
type CustomerType = CustomerTypeValue;
export const defaultCustomerType: CustomerType = 'PERSON';

/** Persons see prices with VAT, companies without (spec section 1). */
export function vatIncludedFor(customerType: CustomerType): boolean {
  return customerType === 'PERSON';
}

/**
 * The one price pick: of an amount's with-VAT and without-VAT figures, the one the visitor's
 * customer type asks for. Every price the shop draws goes through here rather than a hand-written
 * ternary per field.
 */
export function pickVat<Amount>(vatIncluded: boolean, incVat: Amount, exVat: Amount): Amount {
  return vatIncluded ? incVat : exVat;
}

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

/** Cookie names carry the product prefix (spec section 3). */
export const defaultCookiePrefix = 'hemma';

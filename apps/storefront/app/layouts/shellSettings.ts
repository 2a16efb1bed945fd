import {
  type CustomerTypeChoice,
  type ShellMenus,
  type ShellSettings,
  switchableMarkets,
  shopPath,
} from '@hemma/shop';
import { defaultChannelForLanguage } from '@hemma/data';
import type { Locale, MenuLayout } from '../config/shop';
import { languageLinkHref, marketSwitchPath } from '../routing/languageSwitch';
import type { PathRules } from '../routing/marketPath';
import { localizedPath, pathLanguageOf, type PathPrefix } from '../routing/paths';

export interface ShellInput {
  locale: Locale;
  marketAlias: string;
  marketInPath: boolean;
  authenticated: boolean;
  siteTopThreshold: number;
  /** The main menu's layout from the configuration; the mega menu when unset. */
  menuLayout?: MenuLayout;
  favoritesCount: number;
  customerType: CustomerTypeChoice;
  onCustomerTypeChange: (type: CustomerTypeChoice) => void;
  imageUrl?: (fileName: string) => string;
  searchTags?: readonly string[];
  /** The markets' country names in the locale, by market alias (see marketNamesIn). */
  marketNames: Readonly<Record<string, string>>;
  /** The menus the root loader sent; without them the shell asks the API. */
  menus?: ShellMenus;
  /** The free-shipping threshold in the market's currency, as the root loader wrote it. */
  freeShippingOver: string;
  /** The current market's flag artwork, as the root loader looked it up. */
  currentMarketFlagUrl?: string | undefined;
  /** The page's address (path and query): language and market links lead to the same page. */
  currentPath: string;
  /** The market and locale rules of the configuration, with the visitor's current market. */
  pathRules: PathRules;
  /** Language links go to each language's own domain (production); on this host otherwise. */
  languageDomains: boolean;
}

const switcherLanguages = [
  { locale: 'en', label: 'English' },
  { locale: 'sv', label: 'Svenska' },
] as const;

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '/';

/** The shell's settings from the root data: localized links, languages, markets, visitor state. */
export function buildShellSettings(input: ShellInput): ShellSettings {
  const { locale } = input;
  const prefix: PathPrefix = input.marketInPath ? { market: input.marketAlias } : {};
  const language = pathLanguageOf(locale);
  return {
    siteName: 'Hemma',
    menuLanguage: language,
    menus: input.menus,
    links: {
      index: localizedPath('index', locale, {}, prefix),
      favorites: localizedPath('favorites', locale, {}, prefix),
      accountOrders: localizedPath('accountOrders', locale, {}, prefix),
      accountBalance: localizedPath('accountBalance', locale, {}, prefix),
      accountSettings: localizedPath('accountSettings', locale, {}, prefix),
      cookies: localizedPath('cookies', locale, {}, prefix),
      checkout: localizedPath('checkout', locale, {}, prefix),
      account: localizedPath('account', locale, {}, prefix),
      search: (text) => localizedPath('search', locale, { search: text }, prefix),
    },
    menuState: 'hover',
    menuLayout: input.menuLayout ?? 'mega',
    darkHeader: language === 'en',
    loggedIn: input.authenticated,
    favoritesCount: input.favoritesCount,
    searchTags: input.searchTags ?? [],
    // The same page in the other language, through the change-language route (it sets the locale cookie).
    languages: switcherLanguages.map(({ locale: to, label }) => ({
      locale: to,
      label,
      href: languageLinkHref(
        to,
        input.currentPath,
        input.languageDomains ? defaultChannelForLanguage(to).domain : undefined,
      ),
      current: language === to,
    })),
    markets: switchableMarkets.map((market) => {
      return {
        alias: market.alias,
        countryCode: market.countryCode,
        name: input.marketNames[market.alias] ?? market.countryCode.toUpperCase(),
        currency: market.currency,
        groupKey: market.groupKey,
        href: marketSwitchPath(pathnameOf(input.currentPath), market, input.pathRules),
      };
    }),
    currentMarketAlias: input.marketAlias,
    currentMarketFlagUrl: input.currentMarketFlagUrl,
    customerType: input.customerType,
    vatIncluded: input.customerType === 'PERSON',
    freeShippingOver: input.freeShippingOver,
    onCustomerTypeChange: input.onCustomerTypeChange,
    imageUrl: input.imageUrl,
    linkOf: (path) => shopPath(path, { locale, market: prefix.market }),
    searchOnlyAtTop: true,
    siteTopThreshold: input.siteTopThreshold,
  };
}

import { countryName } from '@hemma/ui';
import type { CustomerTypeChoice, ShellMenus, ShellSettings } from '../components/Shell';
import { shopChannels } from '@hemma/data';
import { markets, type Locale, type MenuLayout } from '../config/shop';
import { shopPath } from '../features/shop/shopPath';
import { localizedPath, pathLanguageOf, type PathPrefix } from '../routing/paths';

export interface ShellInput {
  locale: Locale;
  marketAlias: string;
  marketInPath: boolean;
  authenticated: boolean;
  siteTopThreshold: number;
  /** The main menu's layout from the configuration; the mega menu when unset. */
  menuLayout?: MenuLayout;
  cartId: string | null;
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
}

const switchableMarkets = markets.filter((market) => !market.onlyDisplayInCheckout);

/**
 * The switchable markets' country names in a language, by alias. The root loader sends them, so
 * the browser does not build an Intl.DisplayNames (tens of milliseconds on a phone) to hydrate the shell.
 */
export function marketNamesIn(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    switchableMarkets.map((market) => [market.alias, countryName(market.countryCode, locale)]),
  );
}

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
    cartId: input.cartId,
    searchTags: input.searchTags ?? [],
    // Spec section 2: each language's link points to that language's own domain.
    languages: [
      {
        locale: 'en',
        label: 'English',
        href: `https://${shopChannels.com.domain}/`,
        current: language === 'en',
      },
      {
        locale: 'sv',
        label: 'Svenska',
        href: `https://${shopChannels.se.domain}/`,
        current: language === 'sv',
      },
    ],
    markets: switchableMarkets.map((market) => {
      const allowed = (market.allowedLanguages as readonly Locale[]).includes(locale);
      return {
        alias: market.alias,
        countryCode: market.countryCode,
        name: input.marketNames[market.alias] ?? market.countryCode.toUpperCase(),
        currency: market.currency,
        groupKey: market.groupKey,
        href: `/${market.alias}/${allowed ? locale : market.defaultLanguage}/`,
      };
    }),
    currentMarketAlias: input.marketAlias,
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

import { createContext, useContext, type ReactNode } from 'react';
import type { MenuPlace } from './menuLocations';
import type { MenuOutline, ShellMenu } from './menuOutline';

export type { ShellMenu };

/**
 * The shell's menus as the app's root loader sent them, by place; null where the API has none.
 * Of the main menu only the outline comes with the page: the first paint draws its top level.
 */
export type ShellMenus = Partial<Record<Exclude<MenuPlace, 'mainDesktop'>, ShellMenu | null>> & {
  mainDesktop?: MenuOutline | null;
};

/** Paths the shell links to, already localized and market-prefixed by the app's routing. */
export interface ShellLinks {
  index: string;
  favorites: string;
  accountOrders: string;
  accountBalance: string;
  accountSettings: string;
  cookies: string;
  checkout: string;
  /** The account page, where the login form lives. */
  account: string;
  /** The search results page for a text: the index path, the search route, '/', the text. */
  search: (text: string) => string;
}

export interface LanguageLink {
  locale: string;
  /** The language's own name, e.g. 'Svenska'. */
  label: string;
  /** The other language's own domain (spec section 2). */
  href: string;
  current: boolean;
}

export interface MarketLink {
  alias: string;
  /** Lowercase ISO country code, also the flag's name. */
  countryCode: string;
  name: string;
  currency: string;
  groupKey: string;
  href: string;
}

export type CustomerTypeChoice = 'PERSON' | 'ORGANIZATION';

/** What the app tells the shell about the page and the visitor; the layouts read it. */
export interface ShellSettings {
  siteName: string;
  /** Which menu ids to load: Swedish ids or the -com ones. */
  menuLanguage: 'sv' | 'en';
  /** The menus the app loaded with the page; a menu missing here is asked of the API. */
  menus?: ShellMenus | undefined;
  links: ShellLinks;
  /** How the main menu opens (spec section 2: menuState must be click or hover). */
  menuState: 'click' | 'hover';
  menuLayout: 'mega' | 'boxed';
  /** The header paints with the dark header surface. */
  darkHeader: boolean;
  loggedIn: boolean;
  favoritesCount: number;
  /** Popular searches shown as tags beside the product suggestions. */
  searchTags: readonly string[];
  languages: readonly LanguageLink[];
  markets: readonly MarketLink[];
  currentMarketAlias: string;
  /** The current market's flag artwork, as the server looked it up (see RootData). */
  currentMarketFlagUrl?: string | undefined;
  customerType: CustomerTypeChoice;
  /** Prices with VAT; set from the customer type's configuration. */
  vatIncluded: boolean;
  /** The free-shipping threshold of the channel, written in the market's currency. */
  freeShippingOver: string;
  /** Turns a product image file name into its address; without it placeholders show. */
  imageUrl?: ((fileName: string) => string) | undefined;
  onCustomerTypeChange: (type: CustomerTypeChoice) => void;
  /** A canonical shop path (as the API gives it) with the page's language and market prefix. */
  linkOf?: ((path: string) => string) | undefined;
  /** Spec section 2: on phone and tablet the search box shows only at the top, unless switched off. */
  searchOnlyAtTop: boolean;
  /** Pixels from the top that still count as the top of the page (configuration siteTopThreshold). */
  siteTopThreshold: number;
}

const ShellContext = createContext<ShellSettings | null>(null);

export function ShellProvider({
  settings,
  children,
}: {
  settings: ShellSettings;
  children: ReactNode;
}) {
  return <ShellContext.Provider value={settings}>{children}</ShellContext.Provider>;
}

/** The shell's settings where a shell is around, else null (parts that also render on their own). */
export function useOptionalShell(): ShellSettings | null {
  return useContext(ShellContext);
}

export function useShell(): ShellSettings {
  const settings = useContext(ShellContext);
  if (!settings) throw new Error('useShell must be used inside <ShellProvider>');
  return settings;
}

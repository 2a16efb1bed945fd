import type { ShopContext } from '@hemma/data';
import type { PublicConfig } from './config/public';
import type { ShellMenus } from '@hemma/shop';

/**
 * What the root route's loader sends with every page. Its own module, because the routing hooks,
 * features and layouts that read it sit below root.tsx, which composes them.
 */
export interface RootData {
  /** The request's one resolution: theme, API variables, money texts, checkout and links follow it. */
  shop: ShopContext;
  authenticated: boolean;
  config: PublicConfig;
  /** Each market's name in the page's language, by market alias. */
  marketNames: Record<string, string>;
  /** Texts that name an amount: the channel's amounts in the market's currency, formatted once. */
  moneyTexts: { freeShippingOver: string };
  /**
   * The current market's flag artwork (4:3): the first paint draws only this flag, so the map of
   * every flag stays in the market switcher's lazily loaded popover. Null when flag-icons has none.
   */
  currentMarketFlagUrl: string | null;
  menus: ShellMenus;
}

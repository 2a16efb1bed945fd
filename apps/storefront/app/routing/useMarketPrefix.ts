import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { defaultLocale, isLocale, type Locale } from '../config/shop';
import type { RootData } from '../rootData';

/**
 * The locale and, when markets are in the path, the market that links on the page keep. Read
 * from the router state directly, so parts drawn outside a data router (stories, unit tests)
 * get the default language instead of an error.
 */
export function useMarketPrefix(): { locale: Locale; market?: string } {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const root = state?.loaderData.root as RootData | undefined;
  const locale = root && isLocale(root.shop.locale) ? root.shop.locale : defaultLocale;
  return root?.config.marketInPath ? { locale, market: root.shop.market.alias } : { locale };
}

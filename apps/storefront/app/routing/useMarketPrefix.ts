import { useRouteLoaderData } from 'react-router';
import { defaultLocale, isLocale, type Locale } from '../config/shop';
import type { RootData } from '../root';

/** The locale and, when markets are in the path, the market that links on the page keep. */
export function useMarketPrefix(): { locale: Locale; market?: string } {
  const root = useRouteLoaderData<RootData>('root');
  const locale = root && isLocale(root.locale) ? root.locale : defaultLocale;
  return root?.config.marketInPath ? { locale, market: root.market.alias } : { locale };
}

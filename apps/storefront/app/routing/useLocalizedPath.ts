import { useCallback } from 'react';
import type { Locale } from '../config/shop';
import { localizedPath, type ScreenParams } from './paths';
import type { ScreenName } from './screens';
import { useMarketPrefix } from './useMarketPrefix';

/**
 * Builds links by screen name for the page's own locale and market:
 * `const pathTo = useLocalizedPath(); <Link to={pathTo('category', { category: 'soffor' })}>`.
 * Pass a locale to link to the same screen in another language.
 */
export function useLocalizedPath() {
  const prefix = useMarketPrefix();
  return useCallback(
    <N extends ScreenName>(name: N, params: ScreenParams<N> = {}, locale: Locale = prefix.locale) =>
      localizedPath(name, locale, params, prefix.market ? { market: prefix.market } : {}),
    [prefix.locale, prefix.market],
  );
}

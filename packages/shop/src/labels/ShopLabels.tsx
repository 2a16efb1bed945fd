import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translate } from './translator';

/** The words of the shop's parts: `t` over the package's message keys, and the page's language. */
export interface ShopLabels {
  /** The page language's messages by key (keys and English defaults: `locales/en.json`). */
  t: Translate;
  /** The page's locale (da, fi and nb read English messages). */
  language: string;
}

const ShopLabelsContext = createContext<ShopLabels | null>(null);

/**
 * Gives the shop's parts their words. The app fills it from i18next (`createTranslator` over its
 * message files); every `useShopLabels` reads this one context, so all parts follow a language
 * change together.
 */
export function ShopLabelsProvider({
  language,
  t,
  children,
}: ShopLabels & { children: ReactNode }) {
  const labels = useMemo<ShopLabels>(() => ({ t, language }), [t, language]);
  return <ShopLabelsContext.Provider value={labels}>{children}</ShopLabelsContext.Provider>;
}

/** The page's `t` and language, from the nearest ShopLabelsProvider. */
export function useShopLabels(): ShopLabels {
  const labels = useContext(ShopLabelsContext);
  if (!labels) throw new Error('useShopLabels needs a ShopLabelsProvider above it.');
  return labels;
}

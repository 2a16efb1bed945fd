import type { ReactNode } from 'react';
import type { Locale } from '@hemma/data';
import { bundledTranslator } from './bundledTranslations';
import { ShopLabelsProvider } from './ShopLabels';

/** Translations from the bundled messages of any locale: the server's render, tests and stories. */
export function BundledShopLabelsProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <ShopLabelsProvider language={locale} t={bundledTranslator(locale)}>
      {children}
    </ShopLabelsProvider>
  );
}

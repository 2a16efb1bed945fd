import type { ReactNode } from 'react';
import type { Locale } from '../config/shop';
import { bundledTranslator } from './bundledTranslations';
import { TranslationProvider } from './translation';

/** Translations from the bundled messages of any locale: the server's render, tests and stories. */
export function BundledTranslationProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <TranslationProvider language={locale} t={bundledTranslator(locale)}>
      {children}
    </TranslationProvider>
  );
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translate } from './translator';

interface Translation {
  /** The page language's messages by key. */
  t: Translate;
  /** The page's locale (da, fi and nb read English messages). */
  language: string;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * Gives the page its translations. Every `useTranslation` reads this one context, so all of them
 * follow a language change together.
 */
export function TranslationProvider({
  language,
  t,
  children,
}: Translation & { children: ReactNode }) {
  const translation = useMemo<Translation>(() => ({ t, language }), [t, language]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The page's `t` and language, from the nearest TranslationProvider. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider above it.');
  return translation;
}

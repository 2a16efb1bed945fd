import type { Locale } from '@hemma/data';

/** Locales the package has messages for (`locales/*.json`); the others fall back to English. */
export const translatedLocales = ['en', 'sv'] as const satisfies readonly Locale[];

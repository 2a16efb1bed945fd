import { fallbackLocale, type Locale } from '@hemma/data';
import { translatedLocales } from './translatedLocales';
import type { Messages } from './translator';

export type { Messages } from './translator';

/** Each translated locale's messages as its own chunk, loaded only when that locale is shown. */
const loaders: Record<(typeof translatedLocales)[number], () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  sv: () => import('./locales/sv.json'),
};

/** The locale whose messages a locale shows: da, fi and nb fall back to English (spec section 9). */
export function messagesLocaleOf(locale: Locale): (typeof translatedLocales)[number] {
  return (translatedLocales as readonly Locale[]).includes(locale)
    ? (locale as 'en' | 'sv')
    : (fallbackLocale as 'en');
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const module = await loaders[messagesLocaleOf(locale)]();
  return module.default;
}

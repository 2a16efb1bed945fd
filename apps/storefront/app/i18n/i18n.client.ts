import type { i18n as I18n } from 'i18next';
import { fallbackLocale, isLocale, type Locale } from '../config/shop';
import { createI18n, i18nNamespace } from './createI18n';
import { loadMessages, messagesLocaleOf } from './messages';

let instance: I18n | undefined;

async function addMessages(i18n: I18n, locale: Locale): Promise<void> {
  const source = messagesLocaleOf(locale);
  if (i18n.hasResourceBundle(source, i18nNamespace)) return;
  i18n.addResourceBundle(source, i18nNamespace, await loadMessages(source));
}

/**
 * The browser's i18next instance, created before hydration with only the messages the page's
 * locale shows (Swedish is complete, da/fi/nb show English); other locales load when the visitor
 * switches to them.
 */
export async function startClientI18n(documentLanguage: string): Promise<I18n> {
  const locale: Locale = isLocale(documentLanguage) ? documentLanguage : fallbackLocale;
  instance = createI18n(locale, {});
  await addMessages(instance, locale);
  await instance.changeLanguage(locale);
  return instance;
}

/** Loads a locale's messages if needed and switches the browser's instance to it. */
export async function ensureClientLocale(locale: Locale): Promise<void> {
  if (!instance) return;
  await addMessages(instance, locale);
  if (instance.language !== locale) await instance.changeLanguage(locale);
}

import type { i18n as I18n } from 'i18next';
import type { Locale } from '../config/shop';
import { createI18n, i18nNamespace } from './createI18n';
import en from './locales/en.json';
import sv from './locales/sv.json';

const resources = { en: { [i18nNamespace]: en }, sv: { [i18nNamespace]: sv } };

/** One i18next instance per request, with every translated locale already in memory. */
export function createServerI18n(locale: Locale): I18n {
  return createI18n(locale, resources);
}

const rememberedByLocale = new Map<Locale, Map<string, unknown>>();

/**
 * The page texts already translated for a locale, shared by the requests in it (see
 * `TranslationProvider`): every server instance of a locale has the same messages and options,
 * and none changes language, so a text translated once is the same for every request.
 */
export function rememberedServerTexts(locale: Locale): Map<string, unknown> {
  let remembered = rememberedByLocale.get(locale);
  if (!remembered) {
    remembered = new Map();
    rememberedByLocale.set(locale, remembered);
  }
  return remembered;
}

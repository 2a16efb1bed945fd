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

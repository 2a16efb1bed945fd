import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { fallbackLocale, locales, type Locale } from '../config/shop';

export const i18nNamespace = 'translation';

/**
 * A fresh i18next instance for one locale. The server makes one per request and never touches
 * i18next's global instance, so concurrent requests in different languages cannot mix.
 */
export function createI18n(locale: Locale, resources: Resource): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    defaultNS: i18nNamespace,
    ns: [i18nNamespace],
    resources,
    initAsync: false,
    returnNull: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  });
  return instance;
}

import 'i18next';
import type en from './locales/en.json';

/** Makes every `t('key')` a checked key of the English messages: a typo is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

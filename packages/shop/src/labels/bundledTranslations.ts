import type { Locale } from '@hemma/data';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { messagesLocaleOf } from './messages';
import { createTranslator, type Messages, type Translate } from './translator';

const bundled: Record<ReturnType<typeof messagesLocaleOf>, Messages> = { en, sv };

/**
 * Every locale's messages at hand, for the server (which renders any language) and for tests and
 * stories; the browser's pages load only their own locale's (`loadMessages`).
 */
export function bundledMessagesOf(locale: Locale): Messages {
  return bundled[messagesLocaleOf(locale)];
}

const translators = new Map<Locale, Translate>();

/**
 * A locale's `t` from the bundled messages, one i18next instance per locale for the whole process:
 * the messages never change while it runs, and an instance that never changes its language keeps
 * nothing of a request.
 */
export function bundledTranslator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(bundledMessagesOf(locale), locale);
    translators.set(locale, translate);
  }
  return translate;
}

import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { fallbackLocale, isLocale, type Locale } from '../config/shop';
import { loadMessages, ShopLabelsProvider, createTranslator, type Messages } from '@hemma/shop';

interface ShownMessages {
  language: Locale;
  messages: Messages;
}

let shown: ShownMessages | undefined;
/** The language of the latest navigation, which the page shows once its messages are in. */
let wanted: Locale | undefined;
const listeners = new Set<() => void>();

function show(next: ShownMessages) {
  shown = next;
  for (const listener of listeners) listener();
}

/**
 * Loads the messages of the page's locale before hydration (Swedish is complete, da/fi/nb show
 * English), so the first client render says what the server's did; other locales load when the
 * visitor switches to them.
 */
export async function startClientTranslations(documentLanguage: string): Promise<void> {
  const language: Locale = isLocale(documentLanguage) ? documentLanguage : fallbackLocale;
  const messages = await loadMessages(language);
  wanted = language;
  show({ language, messages });
}

/**
 * Loads a locale's messages if needed and shows the page in it. Of navigations that overlap, the
 * last one's language wins, whichever locale's messages arrive first.
 */
export async function ensureClientLocale(locale: Locale): Promise<void> {
  if (!shown) return;
  wanted = locale;
  if (shown.language === locale) return;
  const messages = await loadMessages(locale);
  if (wanted === locale) show({ language: locale, messages });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function current(): ShownMessages {
  if (!shown) throw new Error('startClientTranslations must finish before the page hydrates.');
  return shown;
}

/** The browser's ShopLabelsProvider, following `ensureClientLocale`. */
export function ClientTranslationProvider({ children }: { children: ReactNode }) {
  const { language, messages } = useSyncExternalStore(subscribe, current, current);
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  return (
    <ShopLabelsProvider language={language} t={t}>
      {children}
    </ShopLabelsProvider>
  );
}

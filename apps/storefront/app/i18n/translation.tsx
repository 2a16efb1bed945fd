import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

interface Translation {
  /** The page language's messages, with the same keys and options as i18next's `t`. */
  t: TFunction<'translation'>;
  i18n: I18n;
}

const TranslationContext = createContext<Translation | null>(null);

/** A message is computed once per key and options; interpolated values make the cache grow, so it starts over past this. */
const cacheLimit = 2000;

type Primitive = string | number | boolean | null | undefined;

const isPlainOptions = (options: object): options is Record<string, Primitive> =>
  Object.values(options).every(
    (value) => value === null || (typeof value !== 'object' && typeof value !== 'function'),
  );

/**
 * i18next's `t` for one language, remembering what it returned. A page calls `t` several hundred
 * times while hydrating, mostly with the same few keys, and every call runs i18next's whole
 * lookup (key parsing, fallback languages, interpolation, post-processing).
 */
export function rememberingTranslator(
  i18n: I18n,
  language: string,
  remembered: Map<string, unknown> = new Map(),
): TFunction<'translation'> {
  const translate = i18n.getFixedT(language) as (
    key: string | string[],
    options?: object,
  ) => unknown;
  const t = (key: string | string[], options?: object) => {
    // Options with objects or functions (returnObjects, postProcess callbacks) are passed through.
    if (
      typeof key !== 'string' ||
      (options !== undefined &&
        (typeof options !== 'object' || options === null || !isPlainOptions(options)))
    ) {
      return translate(key, options);
    }
    const cacheKey = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (remembered.has(cacheKey)) return remembered.get(cacheKey);
    const message = translate(key, options);
    if (remembered.size >= cacheLimit) remembered.clear();
    remembered.set(cacheKey, message);
    return message;
  };
  return t as unknown as TFunction<'translation'>;
}

/** How many times each instance's messages were added to: `t` changes with them. */
const messageAdditions = new WeakMap<I18n, number>();

/** Messages can change when the language changes or a locale's messages arrive. */
function subscribeToMessages(i18n: I18n) {
  return (changed: () => void) => {
    const added = () => {
      messageAdditions.set(i18n, (messageAdditions.get(i18n) ?? 0) + 1);
      changed();
    };
    i18n.on('languageChanged', changed);
    i18n.store.on('added', added);
    return () => {
      i18n.off('languageChanged', changed);
      i18n.store.off('added', added);
    };
  };
}

/**
 * Gives the page its translations. One subscription to i18next for the whole page instead of one
 * per component: every `useTranslation` reads the context, and all of them follow a language change.
 */
export function TranslationProvider({
  i18n,
  remembered,
  children,
}: {
  i18n: I18n;
  /**
   * Answers already computed for this language and these messages, to start from (the server
   * keeps one set per locale across requests: its messages never change).
   */
  remembered?: Map<string, unknown>;
  children: ReactNode;
}) {
  const subscribe = useMemo(() => subscribeToMessages(i18n), [i18n]);
  const messages = () => `${i18n.language}|${messageAdditions.get(i18n) ?? 0}`;
  const current = useSyncExternalStore(subscribe, messages, messages);
  const translation = useMemo<Translation>(
    () => ({
      t: rememberingTranslator(i18n, current.slice(0, current.lastIndexOf('|')), remembered),
      i18n,
    }),
    [i18n, current, remembered],
  );
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The page's `t` and i18next instance, from the nearest TranslationProvider. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider above it.');
  return translation;
}

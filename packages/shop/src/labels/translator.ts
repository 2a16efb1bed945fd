import { createInstance, type TOptions } from 'i18next';
import type en from './locales/en.json';

/** One language's messages: the English file's shape, which every translation has (messages.test). */
export type Messages = typeof en;

type MessagePaths<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : MessagePaths<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

type WithoutPluralSuffix<Path> = Path extends `${infer Base}_${'zero' | 'one' | 'other'}`
  ? Base
  : Path;

/** A message's dotted key; a plural message (`cartCount_one`, `cartCount_other`) is asked for by its base key. */
export type MessageKey = WithoutPluralSuffix<MessagePaths<Messages>>;

/** The values a message's `{{name}}` placeholders take; `count` also picks the plural form. */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

/** The page language's `t`: a message by key, its placeholders filled in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * `t` for one language's messages, from its own i18next instance: our locale files are i18next's
 * format (dotted keys, `{{name}}` placeholders, `_zero`/`_one`/`_other` plurals chosen by `count`),
 * so teams that take the kit keep i18next's tooling and plugins for them. One resource language,
 * no fallback: da, fi and nb are handed the English messages under their own code, so plurals
 * follow their own rules. The instance initialises synchronously (the messages are already at
 * hand), so `t` answers from the first render on the server and at hydration. A key without a
 * message answers with the key.
 */
export function createTranslator(messages: Messages, language: string): Translate {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    // Our keys never name a namespace; a colon in one is part of the key. Naming the key
    // separator, though it is the default, spares every call i18next's check of whether the key
    // is a sentence (a natural-language key) rather than a path.
    nsSeparator: false,
    keySeparator: '.',
    // React escapes what it renders; escaping here too would show `&amp;` on the page.
    interpolation: { escapeValue: false },
    // A key that names a group of messages is not a message: answer with the key, as for a
    // missing one (i18next 27's default), instead of i18next 26's sentence about it.
    returnedObjectHandler: (key) => key,
  });
  // i18next's t copies and reads its options on every call (10-30 times the time of the plain
  // lookup it replaced), and every render asks for most labels again; on the server this
  // translator serves every request. A message asked without values always says the same (the
  // messages and the language never change), so i18next is asked for it once.
  const plain = new Map<string, string>();
  return (key, values) => {
    if (values) return i18n.t(key, values as TOptions);
    let said = plain.get(key);
    if (said === undefined) {
      said = i18n.t(key);
      plain.set(key, said);
    }
    return said;
  };
}

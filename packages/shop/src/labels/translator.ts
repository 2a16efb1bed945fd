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

const placeholder = /\{\{(.+?)\}\}/g;

function messageAt(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fillIn(message: string, values: MessageValues): string {
  return message.replace(placeholder, (written, name: string) => {
    const key = name.trim();
    // As i18next: a value not passed at all leaves the placeholder; one passed as empty leaves nothing.
    if (!Object.prototype.hasOwnProperty.call(values, key)) return written;
    const value = values[key];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * `t` for one language's messages, written for the message format our locale files use (dotted
 * keys, `{{name}}` placeholders, `_zero`/`_one`/`_other` plurals chosen by `count` through
 * Intl.PluralRules) with i18next's answers for it, which the tests compare key by key. i18next
 * itself (15 KB gzipped of every page's first load) did the same for this format only.
 * A key without a message answers with the key, as i18next does.
 */
export function createTranslator(messages: Messages, language: string): Translate {
  const plurals = new Intl.PluralRules(language);
  const found = new Map<string, string | undefined>();
  const lookUp = (key: string) => {
    if (!found.has(key)) found.set(key, messageAt(messages, key));
    return found.get(key);
  };
  return (key, values) => {
    const count = values?.count;
    const plural = typeof count === 'number';
    const message =
      (plural && count === 0 ? lookUp(`${key}_zero`) : undefined) ??
      (plural ? lookUp(`${key}_${plurals.select(count)}`) : undefined) ??
      lookUp(key);
    if (message === undefined) return key;
    return values ? fillIn(message, values) : message;
  };
}

// @vitest-environment node
import fc from 'fast-check';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { createTranslator, type MessageKey, type MessageValues } from './translator';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** i18next set up as the shop set it up until it was replaced: the reference for every answer. */
function i18nextT(language: 'en' | 'sv') {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, sv: { translation: sv } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language) as unknown as (key: string, values?: object) => string;
}

const languages = { en, sv } as const;

describe('createTranslator', () => {
  it('says what i18next says for every message in both languages, with and without its values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en' as const, 'sv' as const),
        fc.oneof(fc.integer({ min: -3, max: 130 }), fc.double({ noNaN: true, min: 0, max: 5 })),
        fc.string({ maxLength: 8 }),
        (language, number, text) => {
          const ours = createTranslator(languages[language], language);
          const theirs = i18nextT(language);
          for (const [path, message] of flatten(languages[language])) {
            const key = path.replace(/_(zero|one|other)$/, '');
            const names = [...message.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
            const values: MessageValues = Object.fromEntries(
              names.map((name, index) => [name, index % 2 === 0 ? number : text]),
            );
            const withCount = { ...values, count: number };
            for (const asked of [undefined, values, withCount, { [names[0] ?? 'x']: undefined }]) {
              expect(ours(key as MessageKey, asked), `${language} ${key}`).toBe(theirs(key, asked));
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('fills in placeholders and picks the plural form by count', () => {
    const t = createTranslator(en, 'en');
    expect(t('site.title', { title: 'Sofas' })).toBe('Sofas | Hemma');
    expect(t('header.cartCount', { count: 1 })).toBe('1 product in the cart');
    expect(t('header.cartCount', { count: 3 })).toBe('3 products in the cart');
    expect(createTranslator(sv, 'sv')('header.cartCount', { count: 3 })).toBe(
      '3 produkter i varukorgen',
    );
  });

  it('keeps a placeholder whose value was not passed, and empties one passed without a value', () => {
    const t = createTranslator(en, 'en');
    expect(t('site.title')).toBe('{{title}} | Hemma');
    expect(t('site.title', { title: undefined })).toBe(' | Hemma');
  });

  it('answers a key it has no message for with the key, as i18next did', () => {
    expect(createTranslator(en, 'en')('header.nothingHere' as MessageKey)).toBe(
      'header.nothingHere',
    );
    expect(createTranslator(en, 'en')('header' as MessageKey)).toBe('header');
  });
});

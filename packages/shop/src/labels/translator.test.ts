// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { createTranslator, type MessageKey, type Messages } from './translator';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Messages our locale files do not have (a `_zero` form), in their format. */
function messagesOf(tree: Tree): Messages {
  return tree as unknown as Messages;
}

const withZero = messagesOf({
  cart: {
    lines_zero: 'The cart is empty',
    lines_one: '{{count}} line',
    lines_other: '{{count}} lines',
  },
});
const lines = 'cart.lines' as MessageKey;

describe('createTranslator', () => {
  it('picks the English plural form by count', () => {
    const t = createTranslator(en, 'en');
    expect(t('header.cartCount', { count: 1 })).toBe('1 product in the cart');
    expect(t('header.cartCount', { count: 3 })).toBe('3 products in the cart');
    expect(t('header.cartCount', { count: 0 })).toBe('0 products in the cart');
    expect(t('shop.product.stars', { count: 1.5 })).toBe('1.5 stars');
  });

  it('picks the Swedish plural form by count', () => {
    const t = createTranslator(sv, 'sv');
    expect(t('header.cartCount', { count: 1 })).toBe('1 produkt i varukorgen');
    expect(t('header.cartCount', { count: 3 })).toBe('3 produkter i varukorgen');
    expect(t('shop.product.reviewCount', { count: 1 })).toBe('1 recension');
    expect(t('shop.product.reviewCount', { count: 12 })).toBe('12 recensioner');
  });

  it('says a _zero message for a count of 0, and the language’s form for other counts', () => {
    const t = createTranslator(withZero, 'en');
    expect(t(lines, { count: 0 })).toBe('The cart is empty');
    expect(t(lines, { count: 1 })).toBe('1 line');
    expect(t(lines, { count: 2 })).toBe('2 lines');
  });

  it('picks the form by the page’s language, whose messages these are', () => {
    // French counts 0 as `one`: the rules are the language's, not the messages' (da, fi and nb
    // read English messages under their own code).
    const t = createTranslator(
      messagesOf({ cart: { lines_one: 'one', lines_other: 'other' } }),
      'fr',
    );
    expect(t(lines, { count: 0 })).toBe('one');
    expect(t(lines, { count: 2 })).toBe('other');
  });

  it('fills in placeholders without escaping them (React escapes what it renders)', () => {
    const t = createTranslator(en, 'en');
    expect(t('site.title', { title: 'Sofas' })).toBe('Sofas | Hemma');
    expect(t('list.showing', { sum: 24, total: 130 })).toBe('Showing 24 of 130');
    expect(t('site.title', { title: 'Tables & <chairs>' })).toBe('Tables & <chairs> | Hemma');
  });

  it('fills every placeholder of every message in both languages', () => {
    for (const [language, messages] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const t = createTranslator(messages, language);
      for (const [path, message] of flatten(messages)) {
        const names = [...message.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
        if (names.length === 0) continue;
        const key = path.replace(/_(zero|one|other)$/, '') as MessageKey;
        const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
        const said = t(key, names.includes('count') ? { ...values, count: 7 } : values);
        expect(said, `${language} ${path}`).not.toContain('{{');
        for (const name of names.filter((name) => name !== 'count'))
          expect(said, `${language} ${path}`).toContain(`«${name}»`);
      }
    }
  });

  it('keeps a placeholder whose value was not passed, and empties one passed without a value', () => {
    const t = createTranslator(en, 'en');
    expect(t('site.title')).toBe('{{title}} | Hemma');
    expect(t('site.title', {})).toBe('{{title}} | Hemma');
    expect(t('site.title', { title: undefined })).toBe(' | Hemma');
    expect(t('site.title', { title: null })).toBe(' | Hemma');
    expect(t('list.showing', { sum: 24 })).toBe('Showing 24 of {{total}}');
  });

  it('answers a key it has no message for with the key', () => {
    const t = createTranslator(en, 'en');
    expect(t('header.nothingHere' as MessageKey)).toBe('header.nothingHere');
    expect(t('header.nothingHere' as MessageKey, { count: 2 })).toBe('header.nothingHere');
    // A key naming a group of messages is not a message either.
    expect(t('header' as MessageKey)).toBe('header');
  });

  it('keeps each language’s messages to its own translator', () => {
    const english = createTranslator(en, 'en');
    const swedish = createTranslator(sv, 'sv');
    expect(english('screens.checkout.title')).toBe('Checkout');
    expect(swedish('screens.checkout.title')).toBe('Kassan');
    expect(english('screens.checkout.title')).toBe('Checkout');
  });
});

import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { rememberingTranslator, TranslationProvider, useTranslation } from './translation';

const bothLanguages = () => createI18n('en', { en: { translation: en }, sv: { translation: sv } });

/** Counts the lookups that reach i18next through the instance's fixed `t`. */
function countingLookups(i18n: I18n) {
  const lookups: string[] = [];
  const getFixedT = i18n.getFixedT.bind(i18n);
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixed = getFixedT(...args) as (key: string, options?: object) => string;
    return (key: string, options?: object) => {
      lookups.push(key);
      return fixed(key, options);
    };
  }) as I18n['getFixedT'];
  return lookups;
}

describe('rememberingTranslator', () => {
  it("answers exactly what i18next answers: plain keys, interpolation, plurals and the other language's fallback", () => {
    const i18n = bothLanguages();
    const t = rememberingTranslator(i18n, 'en');
    expect(t('header.cart')).toBe('Cart');
    expect(t('site.title', { title: 'Sofas' })).toBe('Sofas | Hemma');
    expect(t('header.cartCount', { count: 1 })).toBe('1 product in the cart');
    expect(t('header.cartCount', { count: 3 })).toBe('3 products in the cart');
    expect(rememberingTranslator(i18n, 'sv')('header.cartCount', { count: 3 })).toBe(
      '3 produkter i varukorgen',
    );
  });

  it('looks each key and its options up once, however often a page asks', () => {
    const i18n = bothLanguages();
    const lookups = countingLookups(i18n);
    const t = rememberingTranslator(i18n, 'en');
    for (let render = 0; render < 5; render += 1) {
      t('header.cart');
      t('header.cartCount', { count: 2 });
    }
    t('header.cartCount', { count: 4 });
    expect(lookups).toEqual(['header.cart', 'header.cartCount', 'header.cartCount']);
  });

  it('passes calls with object or function options straight to i18next, every time', () => {
    const i18n = bothLanguages();
    const lookups = countingLookups(i18n);
    const t = rememberingTranslator(i18n, 'en') as unknown as (
      key: string,
      options: object,
    ) => unknown;
    t('header', { returnObjects: true, context: { nested: true } });
    t('header', { returnObjects: true, context: { nested: true } });
    expect(lookups).toEqual(['header', 'header']);
  });
});

function CartLabel() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('header.cart')}: {t('header.cartCount', { count: 2 })}
    </p>
  );
}

describe('<TranslationProvider />', () => {
  it('gives every useTranslation the messages of the current language, and follows a language change', async () => {
    const i18n = bothLanguages();
    render(
      <TranslationProvider i18n={i18n}>
        <CartLabel />
      </TranslationProvider>,
    );
    expect(screen.getByText('Cart: 2 products in the cart')).toHaveAttribute('lang', 'en');
    await act(() => i18n.changeLanguage('sv'));
    expect(screen.getByText('Varukorg: 2 produkter i varukorgen')).toHaveAttribute('lang', 'sv');
  });

  it('shows messages that arrive after the first render (a locale loaded on demand)', () => {
    const i18n = createI18n('sv', {});
    render(
      <TranslationProvider i18n={i18n}>
        <CartLabel />
      </TranslationProvider>,
    );
    expect(screen.getByText('header.cart: header.cartCount')).toBeInTheDocument();
    act(() => void i18n.addResourceBundle('sv', 'translation', sv));
    expect(screen.getByText('Varukorg: 2 produkter i varukorgen')).toBeInTheDocument();
  });

  it('says what is missing when a component is rendered without it', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<CartLabel />)).toThrow(
        'useTranslation needs a TranslationProvider above it.',
      );
    } finally {
      console.error = quiet;
    }
  });
});

// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createServerI18n, rememberedServerTexts } from './i18n.server';
import { rememberingTranslator } from './translation';
import { loadMessages, messagesLocaleOf } from './messages';

describe('server i18next', () => {
  it('gives each request its own instance, so languages never mix', () => {
    const swedish = createServerI18n('sv');
    const english = createServerI18n('en');
    expect(swedish).not.toBe(english);
    expect(swedish.t('screens.checkout.title')).toBe('Kassan');
    expect(english.t('screens.checkout.title')).toBe('Checkout');
    void english.changeLanguage('sv');
    expect(createServerI18n('en').t('screens.checkout.title')).toBe('Checkout');
  });

  it("leaves i18next's global instance alone", () => {
    createServerI18n('sv');
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
  });

  it('falls back to English for da, fi and nb (spec section 9)', () => {
    for (const locale of ['da', 'fi', 'nb'] as const) {
      const i18n = createServerI18n(locale);
      expect(i18n.language).toBe(locale);
      expect(i18n.t('errors.notFound')).toBe('This page could not be found');
      expect(messagesLocaleOf(locale)).toBe('en');
    }
  });

  it('interpolates the list count text', () => {
    expect(createServerI18n('en').t('list.showing', { sum: 24, total: 130 })).toBe(
      'Showing 24 of 130',
    );
    expect(createServerI18n('sv').t('list.showing', { sum: 24, total: 130 })).toBe(
      'Visar 24 av 130',
    );
  });
});

describe('rememberedServerTexts', () => {
  it("keeps one set of translated texts per locale, shared by the locale's requests", () => {
    expect(rememberedServerTexts('sv')).toBe(rememberedServerTexts('sv'));
    expect(rememberedServerTexts('sv')).not.toBe(rememberedServerTexts('en'));
  });

  it("lets a request's translator answer from what an earlier request in its locale translated", () => {
    const first = rememberingTranslator(createServerI18n('sv'), 'sv', rememberedServerTexts('sv'));
    expect(first('screens.checkout.title')).toBe('Kassan');
    const english = rememberingTranslator(
      createServerI18n('en'),
      'en',
      rememberedServerTexts('en'),
    );
    expect(english('screens.checkout.title')).toBe('Checkout');
    const later = createServerI18n('sv');
    later.getFixedT = (() => () => {
      throw new Error('looked up again');
    }) as unknown as typeof later.getFixedT;
    expect(
      rememberingTranslator(later, 'sv', rememberedServerTexts('sv'))('screens.checkout.title'),
    ).toBe('Kassan');
  });
});

describe('messages in the browser', () => {
  it('loads a locale’s messages on demand, English for the untranslated locales', async () => {
    expect((await loadMessages('sv')).screens.checkout.title).toBe('Kassan');
    expect((await loadMessages('nb')).screens.checkout.title).toBe('Checkout');
  });
});

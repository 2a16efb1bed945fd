// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledTranslator } from './bundledTranslations';
import { loadMessages, messagesLocaleOf } from './messages';

describe('bundledTranslator', () => {
  it('keeps one translator per locale, so requests in different languages never mix', () => {
    expect(bundledTranslator('sv')).toBe(bundledTranslator('sv'));
    expect(bundledTranslator('sv')('screens.checkout.title')).toBe('Kassan');
    expect(bundledTranslator('en')('screens.checkout.title')).toBe('Checkout');
    expect(bundledTranslator('sv')('screens.checkout.title')).toBe('Kassan');
  });

  it('reads English for da, fi and nb (spec section 9)', () => {
    for (const locale of ['da', 'fi', 'nb'] as const) {
      expect(bundledTranslator(locale)('errors.notFound')).toBe('This page could not be found');
      expect(messagesLocaleOf(locale)).toBe('en');
    }
  });

  it('interpolates the list count text', () => {
    expect(bundledTranslator('en')('list.showing', { sum: 24, total: 130 })).toBe(
      'Showing 24 of 130',
    );
    expect(bundledTranslator('sv')('list.showing', { sum: 24, total: 130 })).toBe(
      'Visar 24 av 130',
    );
  });
});

describe('messages in the browser', () => {
  it('loads a locale’s messages on demand, English for the untranslated locales', async () => {
    expect((await loadMessages('sv')).screens.checkout.title).toBe('Kassan');
    expect((await loadMessages('nb')).screens.checkout.title).toBe('Checkout');
  });
});

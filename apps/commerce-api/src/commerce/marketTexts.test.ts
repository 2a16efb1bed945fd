import { describe, expect, it } from 'vitest';
import type { Currency } from '../catalog/types';
import { withMarketAmounts, withMarketAmountsDeep } from './marketTexts';

const sek = { code: 'SEK', name: 'Swedish krona', symbol: 'kr', rate: 11.2 } as Currency;
const eur = { code: 'EUR', name: 'Euro', symbol: '€', rate: 1 } as Currency;

describe('withMarketAmounts (issue 52: amounts in content texts come from the market)', () => {
  it("writes the free-shipping threshold in the market's currency and the language's format", () => {
    const text = 'Free shipping over {{freeShippingThreshold}}.';
    expect(withMarketAmounts(text, { languageId: 'en-US', currency: sek })).toBe(
      'Free shipping over SEK\u00a0997.',
    );
    expect(withMarketAmounts(text, { languageId: 'en-US', currency: eur })).toBe(
      'Free shipping over €89.',
    );
    expect(
      withMarketAmounts('Fri frakt över {{freeShippingThreshold}}', {
        languageId: 'sv-SE',
        currency: sek,
      }),
    ).toBe('Fri frakt över 997\u00a0kr');
  });

  it('leaves an unknown placeholder, and a text without one, as written', () => {
    const context = { languageId: 'en-US', currency: sek };
    expect(withMarketAmounts('Hello {{name}}', context)).toBe('Hello {{name}}');
    expect(withMarketAmounts('{{constructor}} {{toString}}', context)).toBe(
      '{{constructor}} {{toString}}',
    );
    expect(withMarketAmounts('30 days right of return', context)).toBe('30 days right of return');
  });

  it("fills every text of a widget's configuration, at any depth, and keeps other values", () => {
    const configuration = {
      html: '<p>Free shipping over {{freeShippingThreshold}}</p>',
      items: [{ text: '{{freeShippingThreshold}}', count: 3, shown: true, link: null }],
    };
    expect(withMarketAmountsDeep(configuration, { languageId: 'en-US', currency: sek })).toEqual({
      html: '<p>Free shipping over SEK\u00a0997</p>',
      items: [{ text: 'SEK\u00a0997', count: 3, shown: true, link: null }],
    });
  });
});

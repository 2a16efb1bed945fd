import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { bundledTranslator } from '../labels';
import { cartRefusalText } from './cartErrorTexts';

/** A refusal as the commerce API sends it: English words, the code and the numbers. */
function refusal(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

const notEnoughStock = refusal('Only 2 left', { code: 'NOT_ENOUGH_STOCK', skuId: 7, stock: 2 });
const thresholdReached = refusal('Only 3 left, already 3 in cart', {
  code: 'QUANTITY_THRESHOLD_REACHED',
  skuId: 7,
  stock: 3,
  quantity: 3,
});

describe('cartRefusalText', () => {
  it("says 'Only {stock} left' and the threshold message in English", () => {
    const t = bundledTranslator('en');
    expect(cartRefusalText(notEnoughStock, t)).toBe('Only 2 left');
    expect(cartRefusalText(thresholdReached, t)).toBe(
      'Only 3 left. You already have 3 in your cart',
    );
  });

  it('says them in Swedish on the Swedish channel, not in the API’s English', () => {
    const t = bundledTranslator('sv');
    expect(cartRefusalText(notEnoughStock, t)).toBe('Endast 2 kvar');
    expect(cartRefusalText(thresholdReached, t)).toBe('Endast 3 kvar. Du har redan 3 i varukorgen');
  });

  it('keeps any other failure as the API words it, and never says nothing', () => {
    const t = bundledTranslator('sv');
    expect(cartRefusalText(refusal('Cart not found', { code: 'NOT_FOUND' }), t)).toBe(
      'Cart not found',
    );
    expect(cartRefusalText(new Error(''), t)).toBe(
      'Vi ber om ursäkt, men något gick fel. Försök igen och kontakta kundtjänst',
    );
  });
});

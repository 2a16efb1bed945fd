import { describe, expect, it } from 'vitest';
import { bundledTranslator } from '../labels';
import { checkoutMessageText } from './checkoutMessages';

describe('checkout messages (spec section 8)', () => {
  it('words the messages as the spec does, in both languages', () => {
    const en = bundledTranslator('en');
    const sv = bundledTranslator('sv');
    expect(checkoutMessageText('validation.orderFieldsValid', en)).toBe(
      'Make sure all fields are valid before you place your order',
    );
    expect(checkoutMessageText('messages.genericError', en)).toBe(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
    expect(checkoutMessageText('messages.productOutOfStock', en)).toMatch(
      /out of stock.*review your cart/i,
    );
    expect(checkoutMessageText('messages.paymentCreationFailed', en)).toMatch(
      /payment provider.*out of stock.*balance/i,
    );
    expect(checkoutMessageText('messages.userBlocked', en)).toMatch(/blocked/);
    expect(checkoutMessageText('validation.orderFieldsValid', sv)).toBe(
      'Se till att alla fält är korrekt ifyllda innan du lägger din order',
    );
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { cartErrorCode, cartRefusal, promoRefusal } from './cartErrors';

/** A refusal as the commerce API sends it: English words, the code and the numbers. */
function refusal(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('cartRefusal', () => {
  it("maps NOT_ENOUGH_STOCK to 'Only {stock} left' with the API's stock (spec section 8)", () => {
    const error = refusal('Only 2 left', { code: 'NOT_ENOUGH_STOCK', skuId: 7, stock: 2 });
    expect(cartRefusal(error)).toEqual({ message: 'messages.onlyLeft', stock: 2 });
  });

  it('maps QUANTITY_THRESHOLD_REACHED to the threshold message with stock and quantity in the cart', () => {
    const error = refusal('Only 3 left, already 3 in cart', {
      code: 'QUANTITY_THRESHOLD_REACHED',
      stock: 3,
      quantity: 3,
    });
    expect(cartRefusal(error)).toEqual({
      message: 'messages.quantityThreshold',
      stock: 3,
      quantity: 3,
    });
  });

  it("keeps the API's words for a stock refusal without its numbers, and for any other code", () => {
    expect(cartRefusal(refusal('Only a few left', { code: 'NOT_ENOUGH_STOCK' }))).toEqual({
      message: null,
      apiMessage: 'Only a few left',
    });
    expect(cartRefusal(refusal('Cart not found', { code: 'NOT_FOUND' }))).toEqual({
      message: null,
      apiMessage: 'Cart not found',
    });
    expect(cartRefusal(new Error('offline'))).toEqual({ message: null, apiMessage: 'offline' });
  });
});

describe('promoRefusal', () => {
  it('maps the promo codes of spec section 5 to their validation messages', () => {
    expect(promoRefusal(refusal('No', { code: 'PROMO_CODE_NOT_VALID' }))).toEqual({
      message: 'validation.promoNotValid',
    });
    expect(promoRefusal(refusal('No', { code: 'PROMO_CODE_REQUIREMENTS_NOT_MET' }))).toEqual({
      message: 'validation.promoRequirementsNotMet',
    });
  });

  it("keeps any other failure in the API's words", () => {
    expect(promoRefusal(refusal('Cart not found', { code: 'NOT_FOUND' }))).toEqual({
      message: null,
      apiMessage: 'Cart not found',
    });
  });
});

describe('cartErrorCode', () => {
  it("reads the API's code of a GraphQL refusal, and none of another failure", () => {
    expect(cartErrorCode(refusal('No', { code: 'PROMO_CODE_NOT_VALID' }))).toBe(
      'PROMO_CODE_NOT_VALID',
    );
    expect(cartErrorCode(new Error('offline'))).toBeUndefined();
  });
});

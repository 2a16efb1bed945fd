import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  apiErrorCode,
  checkoutFailure,
  isBlockedStatus,
  isFailedOrderStatus,
} from './checkoutErrors';

function apiError(code: string, extensions: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: code, extensions: { code, ...extensions } }],
  });
}

describe('checkout errors (spec section 8)', () => {
  it('names the message of each refusal of the commerce API', () => {
    expect(
      checkoutFailure(apiError('INVALID_FIELDS', { fields: ['email', 'shippingAddress.zip'] })),
    ).toEqual({ key: 'validation.orderFieldsValid', fields: ['email', 'shippingAddress.zip'] });
    expect(
      checkoutFailure(apiError('INVALID_FIELDS', { fields: ['shippingAddress.country'] })).key,
    ).toBe('validation.addressCountry');
    expect(checkoutFailure(apiError('TERMS_NOT_ACCEPTED')).key).toBe('validation.acceptTerms');
    expect(checkoutFailure(apiError('OUT_OF_STOCK', { skuId: 1 })).key).toBe(
      'messages.productOutOfStock',
    );
    expect(
      checkoutFailure(apiError('NO_SHIPPING_OPTIONS', { field: 'shippingAddress.zip' })),
    ).toEqual({ key: 'messages.noShippingOptions', fields: ['shippingAddress.zip'] });
    expect(checkoutFailure(apiError('CUSTOMER_BLACKLISTED')).key).toBe('messages.userBlocked');
    expect(checkoutFailure(apiError('PAYMENT_FAILED')).key).toBe('messages.paymentCreationFailed');
    expect(checkoutFailure(apiError('SOMETHING_NEW')).key).toBe('messages.genericError');
    expect(checkoutFailure(new Error('Network request failed')).key).toBe('messages.genericError');
  });

  it('reads a failed order status and a blocked customer', () => {
    expect(isFailedOrderStatus('received')).toBe(false);
    expect(isFailedOrderStatus('FAILED')).toBe(true);
    expect(isBlockedStatus('CUSTOMER_BLACKLISTED')).toBe(true);
    expect(isBlockedStatus('OK')).toBe(false);
  });

  it("gives the API's error code of a refused call, and none for a network failure", () => {
    expect(apiErrorCode(apiError('PROMO_CODE_NOT_VALID'))).toBe('PROMO_CODE_NOT_VALID');
    expect(apiErrorCode(new Error('Network request failed'))).toBeUndefined();
  });
});

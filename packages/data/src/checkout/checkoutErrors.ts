import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Messages of the spec's catalogue (sections 5 and 8) that the checkout shows for a refused call. */
export type CheckoutMessageKey =
  | 'validation.orderFieldsValid'
  | 'validation.acceptTerms'
  | 'validation.addressCountry'
  | 'validation.emailNotValid'
  | 'messages.productOutOfStock'
  | 'messages.paymentCreationFailed'
  | 'messages.userBlocked'
  | 'messages.noShippingOptions'
  | 'messages.genericError';

export interface CheckoutFailure {
  key: CheckoutMessageKey;
  /** Form fields the API named as wrong (from extensions.field / extensions.fields). */
  fields: string[];
}

/** The first GraphQL error's code and named fields, or nothing for a network or server failure. */
function firstError(error: unknown): { code?: string; fields: string[] } {
  if (!CombinedGraphQLErrors.is(error)) return { fields: [] };
  const extensions = error.errors[0]?.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  const named = [extensions.field, ...(Array.isArray(extensions.fields) ? extensions.fields : [])];
  return { code, fields: named.filter((field): field is string => typeof field === 'string') };
}

/** The API's error code (`PROMO_CODE_NOT_VALID`, `OUT_OF_STOCK`, …) of a failed call, if it gave one. */
export function apiErrorCode(error: unknown): string | undefined {
  return firstError(error).code;
}

/** Codes the payment provider's side answers with; a provider outside the embedded API may add more. */
const paymentFailureCodes = new Set([
  'PAYMENT_FAILED',
  'PAYMENT_PROVIDER_ERROR',
  'ORDER_CREATION_FAILED',
  'INSUFFICIENT_BALANCE',
  'INVALID_PAYMENT_OPTION',
]);
const blockedCodes = new Set(['CUSTOMER_BLACKLISTED', 'CUSTOMER_BLOCKED', 'USER_BLOCKED']);
const stockCodes = new Set(['OUT_OF_STOCK', 'NOT_ENOUGH_STOCK', 'QUANTITY_THRESHOLD_REACHED']);

/** What a failed createOrUpdateCheckout or placeOrder means to the shopper. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const { code, fields } = firstError(error);
  if (!code) return { key: 'messages.genericError', fields };
  if (code === 'INVALID_FIELDS' || code === 'BAD_USER_INPUT') {
    const onlyCountry =
      fields.length > 0 && fields.every((field) => field === 'shippingAddress.country');
    return {
      key: onlyCountry ? 'validation.addressCountry' : 'validation.orderFieldsValid',
      fields,
    };
  }
  if (code === 'TERMS_NOT_ACCEPTED') return { key: 'validation.acceptTerms', fields };
  if (code === 'INVALID_EMAIL') return { key: 'validation.emailNotValid', fields };
  if (code === 'NO_SHIPPING_OPTIONS' || code === 'INVALID_SHIPPING_OPTION')
    return { key: 'messages.noShippingOptions', fields };
  if (stockCodes.has(code)) return { key: 'messages.productOutOfStock', fields };
  if (blockedCodes.has(code)) return { key: 'messages.userBlocked', fields };
  if (paymentFailureCodes.has(code)) return { key: 'messages.paymentCreationFailed', fields };
  return { key: 'messages.genericError', fields };
}

/** Order states that mean the provider did not take the order (the embedded API answers 'received'). */
const failedOrderStatuses = new Set(['failed', 'rejected', 'cancelled', 'canceled', 'error']);

export function isFailedOrderStatus(status: string | null | undefined): boolean {
  return status ? failedOrderStatuses.has(status.toLowerCase()) : false;
}

/** Spec: a customer blocked by the provider is reported by the checkout's status. */
export function isBlockedStatus(status: string | null | undefined): boolean {
  return status === 'CUSTOMER_BLACKLISTED';
}

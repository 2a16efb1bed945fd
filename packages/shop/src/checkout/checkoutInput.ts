import { normalizePersonalId, validateEmail } from '@hemma/ui';
import type { AddressInputType, CheckoutInputType } from '@hemma/data';
import type { CheckoutDraft } from '@hemma/data';

/** The consent placeOrder needs (the embedded API's id for the terms of purchase). */
export const termsOfPurchaseConsent = 'termsOfPurchase';

export function addressInput(draft: CheckoutDraft): AddressInputType {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    company: draft.customerType === 'ORGANIZATION' ? draft.companyName.trim() : '',
    careOf: draft.careOf.trim(),
    addressLine1: draft.addressLine1.trim(),
    addressLine2: draft.addressLine2.trim(),
    entryCode: draft.entryCode.trim(),
    zip: draft.postalCode.trim(),
    city: draft.city.trim(),
    country: draft.country,
    mobile: draft.phone.trim(),
  };
}

/** The address shipping options depend on, as one comparable key. */
export function deliveryAddressKey(draft: CheckoutDraft): string {
  return `${draft.country}|${draft.postalCode.trim()}`;
}

/**
 * Only what shipping and payment depend on: sent while the shopper is still typing the rest. No
 * choice is sent as null, which clears the API's saved choice so it selects the address's default.
 */
export function deliveryInput(
  draft: CheckoutDraft,
  choice: { shippingId?: number | null; paymentId?: number | null } = {},
): CheckoutInputType {
  const address = { zip: draft.postalCode.trim(), country: draft.country };
  const email = draft.email.trim();
  return {
    // A valid email only: the API refuses a malformed one, and it tells a blocked customer early.
    ...(email !== '' && validateEmail(email) === null ? { email } : {}),
    customerType: draft.customerType,
    shippingAddress: address,
    billingAddress: address,
    shippingId: choice.shippingId ?? null,
    paymentId: choice.paymentId ?? null,
  };
}

/** The whole checkout for placeOrder; a company's organization ID travels as its identity number. */
export function placeOrderInput(
  draft: CheckoutDraft,
  choice: { shippingId: number | null; paymentId: number | null },
): CheckoutInputType {
  const address = addressInput(draft);
  const personalId = draft.identityNumber.trim()
    ? (normalizePersonalId(draft.identityNumber) ?? draft.identityNumber.trim())
    : '';
  return {
    email: draft.email.trim(),
    identityNumber:
      draft.customerType === 'ORGANIZATION' ? draft.organizationId.trim() : personalId,
    customerType: draft.customerType,
    message: draft.message.trim(),
    shippingAddress: address,
    billingAddress: address,
    acceptedConsents: draft.termsAccepted ? [termsOfPurchaseConsent] : [],
    ...(choice.shippingId != null ? { shippingId: choice.shippingId } : {}),
    ...(choice.paymentId != null ? { paymentId: choice.paymentId } : {}),
  };
}

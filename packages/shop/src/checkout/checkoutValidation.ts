import {
  validateEmail,
  validatePersonalId,
  validateRequired,
  type ValidationResult,
} from '@hemma/ui';
import { type Translate, validationKeys } from '../labels';
import type { CheckoutDraft, DraftTextField } from '@hemma/data';

/** The validation codes a checkout field's validators answer with. */
type CheckoutValidationCode = 'email' | 'personalId' | 'required';

/** The i18n keys of the spec's validation messages (section 5) a checkout field can show. */
export type FieldErrorKey =
  (typeof validationKeys)[CheckoutValidationCode] | 'validation.addressCountry';

export type FieldErrors = Partial<Record<DraftTextField, FieldErrorKey>>;

/** A ui validator's code as the i18n key of its message. */
function keyOf(code: ValidationResult<CheckoutValidationCode>): FieldErrorKey | null {
  return code && validationKeys[code];
}

/** The Swedish-style personal ID is asked for from private persons with a Swedish address. */
export function asksPersonalId(draft: Pick<CheckoutDraft, 'customerType' | 'country'>): boolean {
  return draft.customerType === 'PERSON' && draft.country === 'SE';
}

/** Fields the form shows for this customer type and country, in the order they appear. */
export function visibleFields(
  draft: Pick<CheckoutDraft, 'customerType' | 'country'>,
): DraftTextField[] {
  return [
    'email',
    ...(draft.customerType === 'ORGANIZATION' ? (['companyName', 'organizationId'] as const) : []),
    'firstName',
    'lastName',
    ...(asksPersonalId(draft) ? (['identityNumber'] as const) : []),
    'phone',
    'careOf',
    'addressLine1',
    'addressLine2',
    'entryCode',
    'postalCode',
    'city',
    'country',
    'message',
  ];
}

/** Fields that may stay empty; they show the 'optional' label. */
export const optionalFields = new Set<DraftTextField>([
  'identityNumber',
  'phone',
  'careOf',
  'addressLine2',
  'entryCode',
  'message',
]);

/** One field's verdict under the spec's rules: email, personal ID, and required fields not empty. */
export function validateField(field: DraftTextField, draft: CheckoutDraft): FieldErrorKey | null {
  const value = draft[field];
  switch (field) {
    case 'email':
      return keyOf(validateEmail(value));
    case 'identityNumber':
      return value.trim() === '' ? null : keyOf(validatePersonalId(value));
    default:
      return optionalFields.has(field) ? null : keyOf(validateRequired(value));
  }
}

/** Every visible field's verdict; an empty result means the order may be placed. */
export function validateDraft(draft: CheckoutDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(draft)) {
    const error = validateField(field, draft);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Spec section 5: shipping and payment are offered once a postal code and a country are given. */
export function hasDeliveryAddress(draft: Pick<CheckoutDraft, 'postalCode' | 'country'>): boolean {
  return draft.postalCode.trim() !== '' && draft.country !== '';
}

/** A field's message in the page's language (each key spelled out, so the i18n check sees it in use). */
export function fieldErrorText(key: FieldErrorKey, t: Translate): string {
  switch (key) {
    case 'validation.required':
      return t('validation.required');
    case 'validation.emailNotValid':
      return t('validation.emailNotValid');
    case 'validation.personalIdNotValid':
      return t('validation.personalIdNotValid');
    case 'validation.addressCountry':
      return t('validation.addressCountry');
  }
}

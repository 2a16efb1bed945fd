import { describe, expect, it } from 'vitest';
import { emptyDraft, type CheckoutDraft } from '@hemma/data';
import {
  asksPersonalId,
  hasDeliveryAddress,
  validateDraft,
  validateField,
  visibleFields,
} from './checkoutValidation';

const draft = (patch: Partial<CheckoutDraft> = {}): CheckoutDraft => ({ ...emptyDraft, ...patch });
const filled = draft({
  email: 'kund@hemma.se',
  firstName: 'Stina',
  lastName: 'Berg',
  addressLine1: 'Storgatan 1',
  postalCode: '11122',
  city: 'Stockholm',
  country: 'SE',
});

describe('checkout validation (spec section 5)', () => {
  it("email: 'You have to enter a valid email' for a bad or empty address", () => {
    expect(validateField('email', draft({ email: 'kund@' }))).toBe('validation.emailNotValid');
    expect(validateField('email', draft({ email: '' }))).toBe('validation.emailNotValid');
    expect(validateField('email', draft({ email: 'kund@hemma.se' }))).toBeNull();
  });

  it('personal ID: 10 or 12 digits forming a real date with a valid Luhn checksum; it may stay empty', () => {
    expect(validateField('identityNumber', draft({ identityNumber: '811218-9876' }))).toBeNull();
    expect(validateField('identityNumber', draft({ identityNumber: '198112189876' }))).toBeNull();
    expect(validateField('identityNumber', draft({ identityNumber: '8112189877' }))).toBe(
      'validation.personalIdNotValid',
    );
    expect(validateField('identityNumber', draft({ identityNumber: '811318-9876' }))).toBe(
      'validation.personalIdNotValid',
    );
    expect(validateField('identityNumber', draft({ identityNumber: '' }))).toBeNull();
  });

  it("empty: a required field says 'This field is required'; optional fields pass empty", () => {
    expect(validateField('firstName', draft())).toBe('validation.required');
    expect(validateField('city', draft({ city: '  ' }))).toBe('validation.required');
    expect(validateField('careOf', draft())).toBeNull();
    expect(validateField('message', draft())).toBeNull();
  });

  it('asks a company for its name and organization ID, and a Swedish private person for the personal ID', () => {
    expect(visibleFields(draft({ customerType: 'ORGANIZATION' }))).toEqual(
      expect.arrayContaining(['companyName', 'organizationId']),
    );
    expect(visibleFields(draft({ customerType: 'PERSON' }))).not.toContain('companyName');
    expect(asksPersonalId({ customerType: 'PERSON', country: 'SE' })).toBe(true);
    expect(asksPersonalId({ customerType: 'PERSON', country: 'FI' })).toBe(false);
    expect(asksPersonalId({ customerType: 'ORGANIZATION', country: 'SE' })).toBe(false);
    expect(validateDraft({ ...filled, customerType: 'ORGANIZATION' })).toEqual({
      companyName: 'validation.required',
      organizationId: 'validation.required',
    });
  });

  it('passes a filled draft, and judges every visible field of an empty one', () => {
    expect(validateDraft(filled)).toEqual({});
    expect(Object.keys(validateDraft(draft()))).toEqual([
      'email',
      'firstName',
      'lastName',
      'addressLine1',
      'postalCode',
      'city',
      'country',
    ]);
  });

  it('offers shipping and payment only once postal code and country are given', () => {
    expect(hasDeliveryAddress({ postalCode: '11122', country: '' })).toBe(false);
    expect(hasDeliveryAddress({ postalCode: ' ', country: 'SE' })).toBe(false);
    expect(hasDeliveryAddress({ postalCode: '11122', country: 'SE' })).toBe(true);
  });
});

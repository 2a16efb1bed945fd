import { validateEmail } from './email';
import type { ValidationResult } from './codes';
import { validatePasswordMatch, validatePasswordStrength } from './password';
import { validatePersonalId } from './personalId';
import { validateRequired } from './required';

/** The validation kinds a text input can ask for (spec section 5). */
export const validationKinds = [
  'email',
  'passwordStrength',
  'passwordMatch',
  'personalId',
  'empty',
] as const;
export type ValidationKind = (typeof validationKinds)[number];

export interface ValidationContext {
  /** The field may stay empty: then only a non-empty value is checked. */
  optional?: boolean;
  /** For passwordMatch: the value of the password field this one must repeat. */
  matchValue?: string;
}

export function validate(
  kind: ValidationKind,
  value: string,
  context: ValidationContext = {},
): ValidationResult {
  if (context.optional && value.trim() === '') return null;
  switch (kind) {
    case 'email':
      return validateEmail(value, { optional: context.optional });
    case 'passwordStrength':
      return validatePasswordStrength(value);
    case 'passwordMatch':
      return validatePasswordMatch(value, context.matchValue ?? '');
    case 'personalId':
      return validatePersonalId(value);
    case 'empty':
      return validateRequired(value);
  }
}

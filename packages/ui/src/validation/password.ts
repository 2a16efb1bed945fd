import { validationMessages, type ValidationResult } from './messages';

/** A password must be longer than this many characters. */
export const passwordMinExclusiveLength = 6;

export function validatePassword(value: string): ValidationResult {
  return value === '' ? validationMessages.passwordRequired : null;
}

export function validatePasswordStrength(value: string): ValidationResult {
  if (value === '') return validationMessages.passwordRequired;
  return value.length > passwordMinExclusiveLength ? null : validationMessages.passwordStrength;
}

/** The repeated password must equal the other password field. */
export function validatePasswordMatch(value: string, otherPassword: string): ValidationResult {
  if (value === '') return validationMessages.passwordRequired;
  return value === otherPassword ? null : validationMessages.passwordMatch;
}

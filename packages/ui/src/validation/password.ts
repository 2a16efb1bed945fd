import type { ValidationResult } from './codes';

/** A password must be longer than this many characters. */
export const passwordMinExclusiveLength = 6;

export function validatePassword(value: string): ValidationResult<'passwordRequired'> {
  return value === '' ? 'passwordRequired' : null;
}

export function validatePasswordStrength(
  value: string,
): ValidationResult<'passwordRequired' | 'passwordStrength'> {
  if (value === '') return 'passwordRequired';
  return value.length > passwordMinExclusiveLength ? null : 'passwordStrength';
}

/** The repeated password must equal the other password field. */
export function validatePasswordMatch(
  value: string,
  otherPassword: string,
): ValidationResult<'passwordRequired' | 'passwordMatch'> {
  if (value === '') return 'passwordRequired';
  return value === otherPassword ? null : 'passwordMatch';
}

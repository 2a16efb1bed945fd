import type { ValidationResult } from './codes';

/**
 * The HTML standard's address pattern, with at least one dot in the domain, since a shop's
 * customer has no address on a bare host name.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface EmailOptions {
  /** An optional field may stay empty. */
  optional?: boolean;
}

export function validateEmail(
  value: string,
  { optional = false }: EmailOptions = {},
): ValidationResult<'email'> {
  const email = value.trim();
  if (email === '') return optional ? null : 'email';
  return emailPattern.test(email) ? null : 'email';
}

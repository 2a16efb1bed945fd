import type { ValidationResult } from './codes';

export function validateRequired(value: string): ValidationResult<'required'> {
  return value.trim() === '' ? 'required' : null;
}

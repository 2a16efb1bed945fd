import { validationMessages, type ValidationResult } from './messages';

export function validateRequired(value: string): ValidationResult {
  return value.trim() === '' ? validationMessages.required : null;
}

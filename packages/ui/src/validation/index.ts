export { validateEmail } from './email';
export type { EmailOptions } from './email';
export { validationMessages } from './messages';
export type { ValidationMessage, ValidationResult } from './messages';
export {
  passwordMinExclusiveLength,
  validatePassword,
  validatePasswordMatch,
  validatePasswordStrength,
} from './password';
export { normalizePersonalId, passesLuhn, validatePersonalId } from './personalId';
export { validateRequired } from './required';
export { validate, validationKinds } from './validate';
export type { ValidationContext, ValidationKind } from './validate';

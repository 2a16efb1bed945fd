export { validateEmail } from './email';
export type { EmailOptions } from './email';
export { validationCodes } from './codes';
export type { ValidationCode, ValidationResult } from './codes';
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

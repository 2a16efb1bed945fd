/**
 * What a validator can find wrong with a value: one code per message of spec section 5. The words
 * are not ui's business here: a field shows the LabelsProvider's `validation` text for the code
 * (English by default, the app's translation under its provider).
 */
export const validationCodes = [
  'email',
  'passwordRequired',
  'passwordStrength',
  'passwordMatch',
  'required',
  'personalId',
] as const;
export type ValidationCode = (typeof validationCodes)[number];

/** A validator's verdict: null when the value is fine, otherwise the code of what is wrong. */
export type ValidationResult<Code extends ValidationCode = ValidationCode> = Code | null;

/** Validation messages, word for word from the spec's section 5. */
export const validationMessages = {
  email: 'You have to enter a valid email',
  passwordRequired: 'You have to enter a password',
  passwordStrength: 'password too weak',
  passwordMatch: 'The passwords does not match',
  required: 'This field is required',
  // The spec names the rule but not its wording; this is ours.
  personalId: 'You have to enter a valid personal ID',
} as const;

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];

/** A validator's verdict: null when the value is fine, otherwise the message to show. */
export type ValidationResult = ValidationMessage | null;

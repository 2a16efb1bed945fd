import type { ValidationCode } from '@hemma/ui';
import type { Translate } from './translator';
import type { Messages } from './messages';

/** The i18n key of each validation code of @hemma/ui (the messages of spec section 5). */
export const validationKeys = {
  email: 'validation.emailNotValid',
  passwordRequired: 'validation.passwordRequired',
  passwordStrength: 'validation.passwordTooWeak',
  passwordMatch: 'validation.passwordsDoNotMatch',
  required: 'validation.required',
  personalId: 'validation.personalIdNotValid',
} as const satisfies Record<ValidationCode, `validation.${keyof Messages['validation']}`>;

/** A validator's code as the page's language words it. */
export function validationText(code: ValidationCode, t: Translate): string {
  return t(validationKeys[code]);
}

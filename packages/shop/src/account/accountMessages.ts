import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Translate } from '../labels';

/** The error code the commerce API put on a failed GraphQL call (`RESET_KEY_EXPIRED`, `INVALID_FIELDS`, …). */
export function graphqlErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The account messages of spec section 8 for a refused login, registration or password change:
 * wrong email or password, an account that already exists, a wrong current password (which has
 * logged the visitor out); anything else is the generic message.
 */
export function authFailureText(code: string | undefined, t: Translate): string {
  switch (code) {
    case 'WRONG_CREDENTIALS':
      return t('messages.wrongCredentials');
    case 'ACCOUNT_EXISTS':
      return t('messages.accountExists');
    case 'WRONG_CURRENT_PASSWORD':
      return t('messages.wrongCurrentPassword');
    case 'INVALID_EMAIL':
      return t('validation.emailNotValid');
    default:
      // Also a throttled login (TOO_MANY_ATTEMPTS): the spec's catalogue has no text of its own for
      // it, and its generic message already says to try again.
      return t('messages.genericError');
  }
}

/** A failed password reset: the link has expired (request a new one), a weak password, or the generic message. */
export function resetFailureText(error: unknown, t: Translate): string {
  switch (graphqlErrorCode(error)) {
    case 'RESET_KEY_EXPIRED':
      return t('messages.resetLinkExpired');
    case 'PASSWORD_TOO_WEAK':
      return t('validation.passwordTooWeak');
    default:
      return t('messages.genericError');
  }
}

/** A failed account call (details, delete, password reset request): the generic message of spec section 8. */
export function accountFailureText(error: unknown, t: Translate): string {
  return graphqlErrorCode(error) === 'INVALID_FIELDS'
    ? t('validation.allFieldsValid')
    : t('messages.genericError');
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';

/** The API's error code (`PROMO_CODE_NOT_VALID`, `INSUFFICIENT_STOCK`, …) of a failed cart call. */
export function cartErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Spec section 5: the promo code errors in the page's language; other failures as the API words them. */
export function promoErrorText(error: unknown, t: TFunction): string {
  switch (cartErrorCode(error)) {
    case 'PROMO_CODE_REQUIREMENTS_NOT_MET':
      return t('validation.promoRequirementsNotMet');
    case 'PROMO_CODE_NOT_VALID':
      return t('validation.promoNotValid');
    default:
      return cartErrorMessage(error);
  }
}

/** The API's own message ('Only 2 left'), without the client's 'GraphQL error: ' prefix. */
export function cartErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((entry) => entry.message).join('\n');
  return error instanceof Error ? error.message : String(error);
}

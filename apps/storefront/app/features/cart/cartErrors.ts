import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Translate } from '@hemma/shop';

/** The API's error code (`PROMO_CODE_NOT_VALID`, `INSUFFICIENT_STOCK`, …) of a failed cart call. */
export function cartErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Spec section 5: the promo code errors in the page's language; other failures as the API words them. */
export function promoErrorText(error: unknown, t: Translate): string {
  switch (cartErrorCode(error)) {
    case 'PROMO_CODE_REQUIREMENTS_NOT_MET':
      return t('validation.promoRequirementsNotMet');
    case 'PROMO_CODE_NOT_VALID':
      return t('validation.promoNotValid');
    default:
      return cartErrorMessage(error);
  }
}

/** Spec section 8: 'Only {stock} left', in the page's language. */
export function onlyLeftText(t: Translate, stock: number): string {
  return t('messages.onlyLeft', { stock });
}

/** Spec section 8: the quantity threshold (already {quantity} in cart), after what is left. */
export function quantityThresholdText(t: Translate, stock: number, quantity: number): string {
  return `${onlyLeftText(t, stock)}. ${t('messages.quantityThreshold', { quantity })}`;
}

const numberExtension = (error: unknown, name: string): number | undefined => {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const value = error.errors[0]?.extensions?.[name];
  return typeof value === 'number' ? value : undefined;
};

/**
 * A refused add or quantity change in the page's language: the API words its stock refusals in
 * English, so they are rebuilt from its code and numbers (stock, quantity in the cart); any
 * other failure keeps the API's message.
 */
export function cartRefusalText(error: unknown, t: Translate): string {
  const stock = numberExtension(error, 'stock');
  const quantity = numberExtension(error, 'quantity');
  switch (cartErrorCode(error)) {
    case 'NOT_ENOUGH_STOCK':
      if (stock !== undefined) return onlyLeftText(t, stock);
      break;
    case 'QUANTITY_THRESHOLD_REACHED':
      if (stock !== undefined && quantity !== undefined)
        return quantityThresholdText(t, stock, quantity);
      break;
  }
  return cartErrorMessage(error) || t('messages.genericError');
}

/** The API's own message ('Only 2 left'), without the client's 'GraphQL error: ' prefix. */
export function cartErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((entry) => entry.message).join('\n');
  return error instanceof Error ? error.message : String(error);
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The API's error code (`PROMO_CODE_NOT_VALID`, `INSUFFICIENT_STOCK`, …) of a failed cart call. */
export function cartErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The API's own message ('Only 2 left'), without the client's 'GraphQL error: ' prefix. */
export function cartErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((entry) => entry.message).join('\n');
  return error instanceof Error ? error.message : String(error);
}

const numberExtension = (error: unknown, name: string): number | undefined => {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const value = error.errors[0]?.extensions?.[name];
  return typeof value === 'number' ? value : undefined;
};

/**
 * Why the cart refused a call, as the shop's message key and its values: the one place where the
 * API's error codes meet the message codes (the words themselves are the labels provider's, in
 * @hemma/shop). `message: null` is a failure without a message of its own: `apiMessage` keeps the
 * API's words for it.
 */
export type CartRefusal =
  | { message: 'validation.promoRequirementsNotMet' }
  | { message: 'validation.promoNotValid' }
  | { message: 'messages.onlyLeft'; stock: number }
  | { message: 'messages.quantityThreshold'; stock: number; quantity: number }
  | { message: null; apiMessage: string };

/** Spec section 5: the promo code's refusals by code; any other failure as the API words it. */
export function promoRefusal(error: unknown): CartRefusal {
  switch (cartErrorCode(error)) {
    case 'PROMO_CODE_REQUIREMENTS_NOT_MET':
      return { message: 'validation.promoRequirementsNotMet' };
    case 'PROMO_CODE_NOT_VALID':
      return { message: 'validation.promoNotValid' };
    default:
      return { message: null, apiMessage: cartErrorMessage(error) };
  }
}

/**
 * Spec section 8: a refused add or quantity change. The API words its stock refusals in English,
 * so they are rebuilt from its code and numbers (stock, quantity in the cart); any other failure
 * keeps the API's message.
 */
export function cartRefusal(error: unknown): CartRefusal {
  const stock = numberExtension(error, 'stock');
  const quantity = numberExtension(error, 'quantity');
  switch (cartErrorCode(error)) {
    case 'NOT_ENOUGH_STOCK':
      if (stock !== undefined) return { message: 'messages.onlyLeft', stock };
      break;
    case 'QUANTITY_THRESHOLD_REACHED':
      if (stock !== undefined && quantity !== undefined)
        return { message: 'messages.quantityThreshold', stock, quantity };
      break;
  }
  return { message: null, apiMessage: cartErrorMessage(error) };
}

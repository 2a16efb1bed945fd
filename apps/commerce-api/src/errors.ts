import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'CART_NOT_FOUND'
  | 'CART_COMPLETED'
  | 'CART_EMPTY'
  | 'CART_ITEM_NOT_FOUND'
  | 'SKU_NOT_FOUND'
  | 'OUT_OF_STOCK'
  | 'NOT_ENOUGH_STOCK'
  | 'QUANTITY_THRESHOLD_REACHED'
  | 'PROMO_CODE_NOT_VALID'
  | 'PROMO_CODE_REQUIREMENTS_NOT_MET'
  | 'INVALID_EMAIL'
  | 'INVALID_FIELDS'
  | 'TERMS_NOT_ACCEPTED'
  | 'NO_SHIPPING_OPTIONS'
  | 'INVALID_SHIPPING_OPTION'
  | 'INVALID_PAYMENT_OPTION'
  | 'CUSTOMER_BLACKLISTED'
  | 'PAYMENT_FAILED'
  | 'RATING_REQUIRED'
  | 'PASSWORD_TOO_WEAK'
  | 'RESET_KEY_EXPIRED'
  | 'SHIPPING_FEE_NOT_OFFERED'
  | 'PACKAGE_NOT_FOUND';

/**
 * A GraphQL error the client may show: a clear message and a machine-readable code. Made through
 * graphql-yoga so the server recognises it and does not mask it, whichever copy of graphql loaded it.
 */
export function userError(
  message: string,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return createGraphQLError(message, { extensions: { ...extensions, code } });
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function requireEmail(email: string): string {
  const trimmed = email.trim();
  // The length check comes first: the pattern backtracks quadratically over long dotted input.
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed))
    throw userError('You have to enter a valid email', 'INVALID_EMAIL', { field: 'email' });
  return trimmed.toLowerCase();
}

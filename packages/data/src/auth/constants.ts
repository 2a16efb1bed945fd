/**
 * The fixed salt appended to a password before hashing (spec section 7). The embedded identity
 * service (apps/commerce-api, PASSWORD_SALT) expects the same value; `createAuthClient({ salt })`
 * replaces it when pointing at another service.
 */
export const passwordSalt = 'hemma-kit:auth:v1';

/** `sessionLifetime` sent when the user did not ask to be remembered (spec section 9). */
export const defaultSessionLifetime = 30;

/** The refresh fires at 900 x maxAge milliseconds (spec section 7 and 9). */
export const refreshFactorMs = 900;

export const authActions = ['login', 'register', 'password', 'logout'] as const;
export type AuthAction = (typeof authActions)[number];

/**
 * A renewal that got no answer (the network failed, or a navigation aborted it) is tried again
 * after this long; it says nothing about the session, which stays as it was.
 */
export const renewalRetryMs = 30_000;

/**
 * The fixed salt appended to a password before hashing (spec section 7). It is shared with the
 * identity service that verifies the hash, so it lives in this one place and can be replaced
 * through `createAuthClient({ salt })` when pointing at another service.
 */
export const passwordSalt = 'hemma-kit:identity:v1';

/** `sessionLifetime` sent when the user did not ask to be remembered (spec section 9). */
export const defaultSessionLifetime = 30;

/** The refresh fires at 900 x maxAge milliseconds (spec section 7 and 9). */
export const refreshFactorMs = 900;

export const authActions = ['login', 'register', 'password', 'logout'] as const;
export type AuthAction = (typeof authActions)[number];

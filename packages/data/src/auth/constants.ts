/**
 * The fixed salt appended to a password before hashing (spec section 7): the Geins identity
 * service's, as published in its SDK (@geins/crm), so the shop logs in at a real Geins account. The
 * embedded API uses the same by default (apps/commerce-api, GEINS_PASSWORD_SALT, or its
 * PASSWORD_SALT); `createAuthClient({ salt })` replaces it when a service uses another.
 */
export const passwordSalt = 'Dd1dfLonNy6Am2fXQl2AcoI+IbhLhXvaibnDNn8uEa6vbJ05eyJajSuGFm9uQSmD';

/** The response header (and request header, for a refresh) of the Geins identity service's refresh token. */
export const refreshTokenHeader = 'x-auth-refresh-token';

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

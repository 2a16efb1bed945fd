export { createAuthClient } from './authClient';
export type {
  AuthClient,
  AuthClientOptions,
  AuthFailure,
  AuthSession,
  Credentials,
} from './authClient';
export {
  authActions,
  defaultSessionLifetime,
  passwordSalt,
  refreshFactorMs,
  refreshTokenHeader,
} from './constants';
export type { AuthAction } from './constants';
export { hashPassword } from './passwordHash';
export { decodeTokenClaims } from './tokenClaims';
export { createAuthSession } from './authSession';
export type { AuthSessionController, AuthSessionOptions } from './authSession';

import type { Catalog } from '../catalog/catalog';
import type { Database } from '../db/database';
import type { AuthUser } from '../auth/tokens';
import type { CartStore } from '../store/cartStore';

export interface GraphQLContext {
  catalog: Catalog;
  db: Database;
  carts: CartStore;
  /** The salt clients hash passwords with (GEINS_PASSWORD_SALT unless configured). */
  passwordSalt: string;
  /** The user of a valid bearer token; throws UNAUTHENTICATED when the token is missing or invalid. */
  requireUser(): Promise<AuthUser>;
  /** The user of a valid bearer token, or null. */
  optionalUser(): Promise<AuthUser | null>;
}

import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * The fixed salt of the Geins identity service, published in its SDK (@geins/crm's password hash):
 * clients send base64(SHA-384(password + salt)), never the password itself. With the same salt as
 * Geins, the official SDK logs in here and the shop logs in at a real Geins account. PASSWORD_SALT
 * replaces it (clients must then hash with the same: `createAuthClient({ salt })` of @hemma/data).
 */
export const GEINS_PASSWORD_SALT =
  'Dd1dfLonNy6Am2fXQl2AcoI+IbhLhXvaibnDNn8uEa6vbJ05eyJajSuGFm9uQSmD';

/** What a client sends as `password` to the auth service. */
export function clientPasswordHash(password: string, salt: string = GEINS_PASSWORD_SALT): string {
  return createHash('sha384')
    .update(password + salt, 'utf8')
    .digest('base64');
}

/** A client hash is base64 of 48 bytes: 64 characters. */
export function isClientPasswordHash(value: string): boolean {
  return /^[A-Za-z0-9+/]{64}$/.test(value);
}

/** The stored form: scrypt over the client hash, with a salt of its own. */
export function hashForStorage(clientHash: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(clientHash, salt, 32).toString('base64')}`;
}

export function verifyStoredHash(clientHash: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(clientHash, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

let dummyHash: string | undefined;

/**
 * A stored hash no password matches: a login for an unknown email is checked against it, so it
 * runs scrypt and takes as long as one for a known email (no enumeration by timing).
 */
export function dummyStoredHash(): string {
  dummyHash ??= hashForStorage(randomBytes(48).toString('base64'));
  return dummyHash;
}

/**
 * A login's password check at one cost whether the account exists or not: without a stored hash
 * the client hash is checked against the dummy one, which never matches. `verify` is there for the
 * test that counts the checks; the server always uses scrypt's.
 */
export function checkLoginPassword(
  clientHash: string,
  storedHash: string | undefined,
  verify: (clientHash: string, stored: string) => boolean = verifyStoredHash,
): boolean {
  const matches = verify(clientHash, storedHash ?? dummyStoredHash());
  return storedHash !== undefined && matches;
}

import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * The fixed salt of the spec's auth protocol: the client sends base64(SHA-384(password + PASSWORD_SALT)),
 * never the password itself. The storefront's data package must use the same constant.
 */
export const PASSWORD_SALT = 'hemma-kit:auth:v1';

/** What a client sends as `password` to the auth service. */
export function clientPasswordHash(password: string): string {
  return createHash('sha384').update(password + PASSWORD_SALT, 'utf8').digest('base64');
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

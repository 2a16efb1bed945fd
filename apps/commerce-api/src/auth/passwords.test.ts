import { describe, expect, it, vi } from 'vitest';
import {
  checkLoginPassword,
  clientPasswordHash,
  dummyStoredHash,
  hashForStorage,
  verifyStoredHash,
} from './passwords';

const stored = hashForStorage(clientPasswordHash('secret-123'));

/** scheme, salt and key lengths: what decides scrypt's work for one check. */
const shapeOf = (hash: string) =>
  hash.split('$').map((part, index) => (index === 0 ? part : part.length));

describe('a login costs one scrypt check, known email or not', () => {
  it('checks an unknown email against the dummy hash, once, and never lets it in', () => {
    const verify = vi.fn(verifyStoredHash);
    expect(checkLoginPassword(clientPasswordHash('secret-123'), undefined, verify)).toBe(false);
    expect(verify).toHaveBeenCalledOnce();
    expect(verify).toHaveBeenCalledWith(clientPasswordHash('secret-123'), dummyStoredHash());
  });

  it('checks a known email against its own hash, once', () => {
    const verify = vi.fn(verifyStoredHash);
    expect(checkLoginPassword(clientPasswordHash('secret-123'), stored, verify)).toBe(true);
    expect(checkLoginPassword(clientPasswordHash('wrong'), stored, verify)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenLastCalledWith(clientPasswordHash('wrong'), stored);
  });

  it('gives the dummy hash the shape of a stored one, so its check runs scrypt with the same cost', () => {
    expect(shapeOf(dummyStoredHash())).toEqual(shapeOf(stored));
    expect(shapeOf(stored)).toEqual(['scrypt', 24, 44]);
  });

  it('never lets an unknown email in, whatever the check answers', () => {
    expect(checkLoginPassword(clientPasswordHash('secret-123'), undefined, () => true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from './tokenClaims';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeTokenClaims', () => {
  it('decodes the claims from the middle part of the token (base64url, unpadded, UTF-8)', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '42', name: 'Åsa Öberg', exp: 1 })}.signature`;
    expect(decodeTokenClaims(token)).toEqual({ sub: '42', name: 'Åsa Öberg', exp: 1 });
  });

  it('gives nothing for a missing or malformed token', () => {
    expect(decodeTokenClaims(undefined)).toBeUndefined();
    expect(decodeTokenClaims('no-dots')).toBeUndefined();
    expect(decodeTokenClaims('a.!!!.c')).toBeUndefined();
  });
});

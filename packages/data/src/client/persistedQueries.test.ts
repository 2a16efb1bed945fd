import { describe, expect, it } from 'vitest';
import { sha256Hex } from './persistedQueries';

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 test vector for "abc"', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

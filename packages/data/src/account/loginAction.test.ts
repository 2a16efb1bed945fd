import { describe, expect, it } from 'vitest';
import { loginTokenOf } from './loginAction';

describe('loginTokenOf', () => {
  it('reads the token wherever it stands in the query', () => {
    expect(loginTokenOf('?loginToken=abc')).toBe('abc');
    expect(loginTokenOf('?utm_source=mail&loginToken=a%2Bb')).toBe('a+b');
  });

  it('finds none in a parameter that only ends with the name, or in an empty token', () => {
    expect(loginTokenOf('?adminloginToken=abc')).toBeNull();
    expect(loginTokenOf('?loginToken=')).toBeNull();
    expect(loginTokenOf('')).toBeNull();
  });
});

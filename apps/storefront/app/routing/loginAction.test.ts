import { describe, expect, it } from 'vitest';
import { accountPanelRequestOf, loginTokenOf, withoutLoginAction } from './loginAction';

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

describe('?action=login', () => {
  it('asks for the account panel on its login frame, and is dropped from the URL once handled', () => {
    expect(accountPanelRequestOf('?action=login')).toEqual({ panel: 'account', frame: 'login' });
    expect(accountPanelRequestOf('?action=other')).toBeNull();
    expect(withoutLoginAction('/checkout', '?action=login&step=2')).toBe('/checkout?step=2');
  });
});

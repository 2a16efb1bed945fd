// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestCookies } from '../data/requestCookies.server';
import { authenticatedGuard, hasSession } from './guards';
import { accountPanelRequestOf, withoutLoginAction } from '@hemma/data';

/** The visitor's cookies as a request with this Cookie header sends them. */
const cookies = (header = '') =>
  requestCookies(new Request('http://shop.test/', { headers: { cookie: header } })).cookies;

describe('authenticated guard (spec section 2)', () => {
  it('sends a visitor without a session to the index page', () => {
    expect(authenticatedGuard({ cookies: cookies(), search: '' })).toBe('redirectToIndex');
    expect(authenticatedGuard({ cookies: cookies('hemma-auth='), search: '?loginToken=' })).toBe(
      'redirectToIndex',
    );
  });

  it('lets a visitor with an auth token or a user cookie through', () => {
    expect(authenticatedGuard({ cookies: cookies('hemma-auth=token'), search: '' })).toBe('allow');
    expect(
      authenticatedGuard({ cookies: cookies('hemma-user=anna%40example.com'), search: '' }),
    ).toBe('allow');
    expect(hasSession(cookies('other-cookie=x'))).toBe(false);
  });

  it('lets a visitor through when the query has a loginToken', () => {
    expect(authenticatedGuard({ cookies: cookies(), search: '?loginToken=abc' })).toBe('allow');
  });
});

describe('action=login', () => {
  it('asks for the account panel on its login frame', () => {
    expect(accountPanelRequestOf('?action=login')).toEqual({ panel: 'account', frame: 'login' });
    expect(accountPanelRequestOf(new URLSearchParams('q=1&action=login'))).toEqual({
      panel: 'account',
      frame: 'login',
    });
  });

  it('asks for nothing without it', () => {
    expect(accountPanelRequestOf('')).toBeNull();
    expect(accountPanelRequestOf('?action=register')).toBeNull();
  });

  it('can be removed from the URL, keeping the rest of the query', () => {
    expect(withoutLoginAction('/sv/kassan', '?action=login&step=2')).toBe('/sv/kassan?step=2');
    expect(withoutLoginAction('/', '?action=login')).toBe('/');
  });
});

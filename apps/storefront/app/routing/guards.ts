import type { StorefrontCookies } from '@hemma/data';
import { loginTokenOf } from './loginAction';

/** Spec section 6: signed in when the auth token or the user cookie is present. */
export function hasSession(cookies: Pick<StorefrontCookies, 'auth' | 'user'>): boolean {
  return Boolean(cookies.auth.get() || cookies.user.get());
}

/**
 * The authenticated guard (spec section 2): unauthenticated visitors go to the index page unless
 * the query has a loginToken, which the account panel exchanges for a session.
 */
export function authenticatedGuard(input: {
  cookies: Pick<StorefrontCookies, 'auth' | 'user'>;
  search: string;
}): 'allow' | 'redirectToIndex' {
  if (hasSession(input.cookies)) return 'allow';
  if (loginTokenOf(input.search)) return 'allow';
  return 'redirectToIndex';
}

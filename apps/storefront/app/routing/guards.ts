import { cookieNames } from '../config/shop';

/** Spec section 6: signed in when the auth token or the user cookie is present. */
export function hasSession(cookies: Record<string, string>): boolean {
  return Boolean(cookies[cookieNames.auth] || cookies[cookieNames.user]);
}

/**
 * The authenticated guard (spec section 2): unauthenticated visitors go to the index page unless
 * the query has a loginToken, which the account panel exchanges for a session.
 */
export function authenticatedGuard(input: {
  cookies: Record<string, string>;
  search: string;
}): 'allow' | 'redirectToIndex' {
  if (hasSession(input.cookies)) return 'allow';
  if (new URLSearchParams(input.search).get('loginToken')) return 'allow';
  return 'redirectToIndex';
}

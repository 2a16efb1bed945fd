import { hasSession, loginTokenOf, type StorefrontCookies } from '@hemma/data';

/** Spec section 6: the session check is @hemma/data's, shared with the browser's account session. */
export { hasSession };

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

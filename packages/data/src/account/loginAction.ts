/** What `?action=login` asks of the shell (spec section 2): the account panel on its login frame. */
export interface AccountPanelRequest {
  panel: 'account';
  frame: 'login';
}

export function accountPanelRequestOf(
  search: string | URLSearchParams,
): AccountPanelRequest | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('action') === 'login' ? { panel: 'account', frame: 'login' } : null;
}

/** The same URL without `action=login`, so that closing the panel and reloading does not reopen it. */
export function withoutLoginAction(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('action');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The admin-issued `?loginToken=…` of a URL (spec section 6, impersonation), or null. */
export function loginTokenOf(search: string): string | null {
  return new URLSearchParams(search).get('loginToken') || null;
}

import { browserCookies } from '@hemma/data';

/** Where the shopper left a list: the product opened from it and the list's page at the time. */
export interface ListPosition {
  alias: string;
  page: number;
}

/**
 * Keeps the list's relocation in the persisted-state cookie (spec section 3: list relocateAlias
 * and relocatePage) when a product is opened from a list, beside the favorites and customer type
 * the cookie also holds.
 */
export function rememberListPosition(position: ListPosition): void {
  const cookie = browserCookies().persisted;
  const state = cookie.get();
  cookie.set({ ...state, list: { relocateAlias: position.alias, relocatePage: position.page } });
}

/** The kept relocation, once: reading it clears it, so only the next list visit uses it. */
export function takeListPosition(): ListPosition | null {
  const cookie = browserCookies().persisted;
  const state = cookie.get();
  const { relocateAlias, relocatePage } = state.list;
  if (relocateAlias === null && relocatePage === null) return null;
  cookie.set({ ...state, list: { relocateAlias: null, relocatePage: null } });
  return relocateAlias !== null && relocatePage !== null
    ? { alias: relocateAlias, page: relocatePage }
    : null;
}

import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { listSearch, parseListQuery } from '@hemma/shop';

/**
 * The list-page-routing guard (spec section 2): "when the path changes, saves the list query
 * selection and skips the product query". A list page's selection lives in its URL, so in React
 * Router the guard has two halves:
 *
 * - A new path starts the list over with the selection of its own URL: `ProductListRoute` keys
 *   the page by the path. React Router keeps a route's component when only its
 *   parameters change (/c/furniture/sofas to /c/furniture/armchairs), which would carry the old
 *   list's local choices — the price fields, typed or prefilled from the old list's range — into
 *   the new one.
 * - `listPageShouldRevalidate`: the list's products load when its path or its selection changes,
 *   and only then. A URL that keeps the path and the selection (`?action=login`, a `loginToken`,
 *   tracking parameters, the same choices in another order) skips the product query.
 */

/** The selection a list URL stands for, in the one order `serializeListQuery` writes it. */
export function listSelectionOf(url: URL): string {
  return listSearch(parseListQuery(url.searchParams));
}

type GuardArgs = Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'
>;

export function listPageShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: GuardArgs): boolean {
  // After a form post or an explicit revalidation (the same address) React Router's own rule holds.
  if ((formMethod && formMethod !== 'GET') || currentUrl.href === nextUrl.href)
    return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return listSelectionOf(currentUrl) !== listSelectionOf(nextUrl);
}

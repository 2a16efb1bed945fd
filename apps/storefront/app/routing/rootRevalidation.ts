import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { routePrefixOf } from './routeVariants';

/**
 * The root data (shop, menus, settings) depends only on the market and language part of the path,
 * and on the session after a form post: a client navigation within one language asks only for
 * the page's own data.
 */
export function rootShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'
>): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return routePrefixOf(currentUrl.pathname) !== routePrefixOf(nextUrl.pathname);
}

import { notFound } from '../routing/notFound';

/**
 * Catches every path no screen matches, so that the root middleware runs for it: it redirects
 * paths the market rules can repair and answers 404 for the rest, in the path's language.
 */
export function loader(): never {
  notFound();
}

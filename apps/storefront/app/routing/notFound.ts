import { data } from 'react-router';

/**
 * The 404 helper: throw it from a loader or middleware when a path names nothing (spec section 8:
 * unmatched route or failed page validation). The root error boundary shows the 404 page.
 */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

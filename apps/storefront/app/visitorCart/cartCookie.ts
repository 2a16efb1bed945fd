import { browserCookieJar, createStorefrontCookies } from '@hemma/data';
import { cookiePrefix } from '../config/shop';

/** The cart id cookie of @hemma/data in the browser (about 365 days). */
export function browserCartCookie() {
  return createStorefrontCookies({
    prefix: cookiePrefix,
    jar: browserCookieJar(),
    secure: window.location.protocol === 'https:',
  }).cart;
}

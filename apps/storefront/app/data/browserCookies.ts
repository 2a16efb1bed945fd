import { browserCookieJar, createStorefrontCookies, type StorefrontCookies } from '@hemma/data';
import { cookiePrefix } from '../config/shop';

/**
 * The shop's cookies in this browser: @hemma/data's cookies under the shop's prefix over
 * document.cookie, Secure when the page came over https. Every feature reads and writes its
 * cookies through here.
 */
export function browserCookies(): StorefrontCookies {
  return createStorefrontCookies({
    prefix: cookiePrefix,
    jar: browserCookieJar(),
    secure: window.location.protocol === 'https:',
  });
}

import { defaultCookiePrefix } from '../shop/shopConfig';
import { browserCookieJar } from './cookieJar';
import { createStorefrontCookies, type StorefrontCookies } from './storefrontCookies';

/**
 * The shop's cookies in this browser: the storefront cookies under the shop's prefix over
 * document.cookie, Secure when the page came over https. Every part reads and writes its cookies
 * through here.
 */
export function browserCookies(prefix: string = defaultCookiePrefix): StorefrontCookies {
  return createStorefrontCookies({
    prefix,
    jar: browserCookieJar(),
    secure: window.location.protocol === 'https:',
  });
}

export { browserCookieJar, requestCookieJar } from './cookieJar';
export type { CookieJar, RequestCookieJar } from './cookieJar';
export { cookieLifetimes, cookieNames } from './definitions';
export type { CookieName } from './definitions';
export {
  customerTypes,
  defaultPersistedState,
  parsePersistedState,
  toggleFavorite,
} from './persistedState';
export type { CustomerTypeValue, PersistedState } from './persistedState';
export { createStorefrontCookies } from './storefrontCookies';
export type { StorefrontCookies, StorefrontCookiesOptions, ValueCookie } from './storefrontCookies';
export { browserCookies } from './browserCookies';

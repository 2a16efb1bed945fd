export { CookieConsentBanner } from './CookieConsent';
export type { ConsentStore, CookieConsentBannerProps } from './CookieConsent';
export { CookieConsent, browserConsentStore } from './ConnectedCookieConsent';
export type { CookieConsentProps } from './ConnectedCookieConsent';

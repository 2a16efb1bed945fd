// The page's foot: the footer with its newsletter, the cookie consent and the cookie information page.
export * from './CookieConsent';
export * from './CookieInformationPage';
export * from './CookieTable';
export * from './Footer';

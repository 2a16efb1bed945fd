export { CookieInformationPage } from './CookieInformationPage';
export type { CookieInformationPageProps } from './CookieInformationPage';

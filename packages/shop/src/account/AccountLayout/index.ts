export { AccountLayout, LoggedOutNotice } from './AccountLayout';
export type { AccountLayoutProps } from './AccountLayout';

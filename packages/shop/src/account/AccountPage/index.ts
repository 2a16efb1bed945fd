export { AccountPage } from './AccountPage';
export type { AccountPageProps } from './AccountPage';

export { CookieTable } from './CookieTable';
export type { CookieRow, CookieTableProps } from './CookieTable';

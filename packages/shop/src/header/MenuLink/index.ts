export { MenuLink } from './MenuLink';
export type { MenuLinkProps } from './MenuLink';

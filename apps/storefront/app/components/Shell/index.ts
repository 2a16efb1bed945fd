export { ShellProvider, useOptionalShell, useShell } from './ShellContext';
export type {
  CustomerTypeChoice,
  LanguageLink,
  MarketLink,
  ShellLinks,
  ShellSettings,
} from './ShellContext';
export { menuLocationId } from './menuLocations';
export { useShellMenu } from './useShellMenu';
export type { ShellMenu, ShellMenus } from './useShellMenu';
export type { MenuPlace } from './menuLocations';
export { useScrollPosition, headerVisibility } from './useScrollPosition';
export type { ScrollPosition } from './useScrollPosition';
export { isSmallScreen, useViewportClass } from './useViewport';
export { MenuLink } from './MenuLink';
export type { MenuLinkProps } from './MenuLink';
export { childrenOf, isExternalUrl, menuLabel, visibleItems } from './menuItems';
export { summarizeCart, useCart } from './useCart';
export type { CartSummary } from './useCart';

export { ShellProvider, useOptionalShell, useShell } from './ShellContext';
export type {
  CustomerTypeChoice,
  LanguageLink,
  MarketLink,
  ShellLinks,
  ShellMenu,
  ShellMenus,
  ShellSettings,
} from './ShellContext';
export { menuLocationId } from './menuLocations';
export { useShellMenu } from './useShellMenu';
export type { MenuPlace } from './menuLocations';
export { useScrollPosition, headerVisibility } from './useScrollPosition';
export type { ScrollPosition } from './useScrollPosition';
export { isSmallScreen, useViewportClass } from './useViewport';
export { childrenOf, isExternalUrl, menuLabel, visibleItems } from './menuItems';

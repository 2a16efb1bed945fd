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
export { useMainMenu, useShellMenu } from './useShellMenu';
export type { ShellMainMenu } from './useShellMenu';
export { opensSubmenu, outlineOf, submenuItemsOf, submenuLoading } from './menuOutline';
export type { MainMenuItem, MenuOutline, MenuOutlineItem } from './menuOutline';
export type { MenuPlace } from './menuLocations';
export { useScrollPosition, headerVisibility } from './useScrollPosition';
export type { ScrollPosition } from './useScrollPosition';
export { isSmallScreen, useViewportClass } from './useViewport';
export { childrenOf, isExternalUrl, menuLabel, visibleItems } from './menuItems';
export { marketFlagUrl } from './marketFlag';
export { marketNamesIn, switchableMarkets, switchableMarketsOf } from './marketNames';

export { ShellProvider, useShell } from './ShellContext';
export type { CustomerTypeChoice, LanguageLink, MarketLink, ShellLinks, ShellSettings } from './ShellContext';
export { menuLocationId } from './menuLocations';
export type { MenuPlace } from './menuLocations';
export { useScrollPosition, headerVisibility } from './useScrollPosition';
export type { ScrollPosition } from './useScrollPosition';
export { isSmallScreen, useViewportClass } from './useViewport';

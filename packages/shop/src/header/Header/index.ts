export { Header } from './Header';
export type { HeaderCart, HeaderProps } from './Header';
export { menuStates } from './useMenuOpening';
export type { MainMenuProps, MenuLayout } from './mainMenuProps';
export type { MenuState } from './useMenuOpening';
export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps } from './MobileMenu';
export { shellPanels } from './shellPanels';

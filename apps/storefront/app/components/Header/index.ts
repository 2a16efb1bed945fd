export { Header } from './Header';
export type { HeaderCart, HeaderProps } from './Header';
export { MainMenu, menuLayouts, menuStates } from './MainMenu';
export type { MainMenuProps, MenuLayout, MenuState } from './MainMenu';
export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps } from './MobileMenu';
export { ConnectedHeader, shellPanels } from './ConnectedHeader';
export type { ConnectedHeaderProps } from './ConnectedHeader';

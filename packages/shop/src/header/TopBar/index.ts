export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export { ConnectedTopBar } from './ConnectedTopBar';

export { TopBar, groupMarkets, marketGroupOrder } from './TopBar';
export type { MarketGroupKey, TopBarProps } from './TopBar';
export { ConnectedTopBar } from './ConnectedTopBar';

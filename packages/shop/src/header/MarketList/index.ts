export { MarketList } from './MarketList';
export type { MarketListProps } from './MarketList';
export { groupMarkets, marketGroupOrder, type MarketGroupKey } from './marketGroups';

import type { MarketLink } from '../../shell';

/** Spec section 2: the market switcher groups its markets in this order. */
export const marketGroupOrder = ['scandinavia', 'europe', 'markets'] as const;
export type MarketGroupKey = (typeof marketGroupOrder)[number];

/** Groups markets by group key (case-insensitive), in the spec's order; unknown groups go last. */
export function groupMarkets(
  markets: readonly MarketLink[],
): { key: MarketGroupKey; markets: MarketLink[] }[] {
  return marketGroupOrder
    .map((key, index) => ({
      key,
      markets: markets.filter((market) => {
        const group = market.groupKey.toLowerCase();
        const known = (marketGroupOrder as readonly string[]).includes(group);
        return known ? group === key : index === marketGroupOrder.length - 1;
      }),
    }))
    .filter((group) => group.markets.length > 0);
}

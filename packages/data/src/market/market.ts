import type { ApolloClient } from '@apollo/client';
import type { TabBroadcast } from '../broadcast/tabBroadcast';
import { refetchAll } from '../client/refetch';
import type { StorefrontCookies } from '../cookies/storefrontCookies';

/** The cart market: the checkout market on routes whose name contains checkout, else the current market (spec section 4). */
export function cartMarketFor(
  routeName: string,
  markets: { current: string; checkout: string | undefined },
): string {
  return routeName.includes('checkout') && markets.checkout ? markets.checkout : markets.current;
}

export interface MarketSwitch {
  cookies: StorefrontCookies;
  apollo: ApolloClient;
  broadcast?: TabBroadcast;
}

/**
 * Changing market sets both the current and the checkout market, tells the other tabs and
 * refetches all data (spec section 4). The client reads the market per request, so the refetch
 * already asks for the new one.
 */
export async function changeMarket(
  { cookies, apollo, broadcast }: MarketSwitch,
  alias: string,
): Promise<void> {
  cookies.selectedMarket.set(alias);
  cookies.checkoutMarket.set(alias);
  broadcast?.publish('market', alias);
  broadcast?.publish('checkoutMarket', alias);
  await refetchAll(apollo);
}

/** Only the checkout market (a country picked in the checkout). */
export function changeCheckoutMarket(
  { cookies, broadcast }: Omit<MarketSwitch, 'apollo'>,
  alias: string,
): void {
  cookies.checkoutMarket.set(alias);
  broadcast?.publish('checkoutMarket', alias);
}

import type { ApolloClient } from '@apollo/client';
import { refetchAll } from '../client/refetch';
import { GetCartDocument } from '../generated/graphql';
import type { TabBroadcast } from './tabBroadcast';

/**
 * Applies what other tabs announce (spec section 4, cross-tab): a cart change refetches the cart,
 * a market or checkout-market change refetches all data. Auth is followed by createAuthSession.
 * Returns the unsubscribe.
 */
export function followOtherTabs(broadcast: TabBroadcast, apollo: ApolloClient): () => void {
  const stops = [
    broadcast.subscribe('cart', () => void apollo.refetchQueries({ include: [GetCartDocument] })),
    broadcast.subscribe('market', () => void refetchAll(apollo)),
    broadcast.subscribe('checkoutMarket', () => void refetchAll(apollo)),
  ];
  return () => stops.forEach((stop) => stop());
}

import type { ApolloClient } from '@apollo/client';
import { refetchOnWindowFocus } from '../client/refetch';
import { GetCartDocument } from '../generated/graphql';

/** Cart data is refetched when the window regains focus (spec section 4). Returns the unsubscribe. */
export function refetchCartOnFocus(client: ApolloClient, target: EventTarget = window): () => void {
  return refetchOnWindowFocus(client, [GetCartDocument], target);
}

import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { refetchCartOnFocus } from '../cart/refetchCartOnFocus';
import { listenForRefetchAll } from '../client/refetch';

/** Refetches the cart whenever the window regains focus while the component is mounted. */
export function useRefetchCartOnFocus(): void {
  const client = useApolloClient();
  useEffect(() => refetchCartOnFocus(client), [client]);
}

/** Refetches every active query when the refetch-all event fires (`requestRefetchAll()`). */
export function useRefetchAllListener(): void {
  const client = useApolloClient();
  useEffect(() => listenForRefetchAll(client), [client]);
}

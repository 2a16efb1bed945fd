import { useSyncExternalStore } from 'react';
import { favoritesStore } from './favoritesStore';

/** The visitor's favorite product ids; empty on the server and in the hydrating render. */
export function useFavorites(): readonly number[] {
  return useSyncExternalStore(
    favoritesStore.subscribe,
    favoritesStore.get,
    favoritesStore.getServerSnapshot,
  );
}

/** Whether one product is a favorite, and the toggle for it. */
export function useFavorite(productId: number): [boolean, () => void] {
  const favorites = useFavorites();
  return [favorites.includes(productId), () => favoritesStore.toggle(productId)];
}

import { browserCookies } from '../cookies/browserCookies';
import { toggleFavorite } from '../cookies/persistedState';

const noFavorites: readonly number[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly number[] | null = null;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

const orNoFavorites = (favorites: readonly number[]) =>
  favorites.length === 0 ? noFavorites : favorites;

/**
 * The favorites of the persisted-state cookie (spec section 3), shared by every heart on the page
 * and the header's count: a toggle anywhere is seen everywhere at once.
 */
export const favoritesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * The marked product ids, in marking order; the same array until they change. None marked is the
   * server's own empty array: React compares the two after hydrating, and a different array would
   * force the whole shell into a synchronous second render.
   */
  get(): readonly number[] {
    // Read at every render: favorites marked in another tab, or a cookie cleared since, show on the
    // next render instead of the ids this page read first.
    const favorites = orNoFavorites(browserCookies().persisted.get().favorites);
    if (!snapshot || !sameIds(snapshot, favorites)) snapshot = favorites;
    return snapshot;
  },
  /** The server cannot know the visitor's favorites while rendering shared HTML: none. */
  getServerSnapshot(): readonly number[] {
    return noFavorites;
  },
  toggle(productId: number): void {
    const cookie = browserCookies().persisted;
    // Read again at each toggle: another tab may have marked products since this page loaded.
    const state = toggleFavorite(cookie.get(), productId);
    cookie.set(state);
    snapshot = orNoFavorites(state.favorites);
    for (const listener of listeners) listener();
  },
  /** Forgets the cached ids, so the next read goes to the cookie again (tests). */
  reset(): void {
    snapshot = null;
  },
};

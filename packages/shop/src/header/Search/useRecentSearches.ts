import { useCallback, useEffect, useState } from 'react';
import { addRecentSearch, parseRecentSearches, recentSearchesKey } from './searchRules';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings): recent searches are then off.
    return null;
  }
}

/** Recent searches from local storage (read after mount, so the server render matches). */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>([]);

  useEffect(() => {
    setRecent(parseRecentSearches(storage()?.getItem(recentSearchesKey)));
  }, []);

  const remember = useCallback((term: string) => {
    setRecent((current) => {
      const next = addRecentSearch(current, term);
      storage()?.setItem(recentSearchesKey, JSON.stringify(next));
      return next;
    });
  }, []);

  return { recent, remember };
}

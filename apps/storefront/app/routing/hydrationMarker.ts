import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (the root layout's effects run after every
 * other effect of the first render), so end-to-end tests act on a page whose handlers are live.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

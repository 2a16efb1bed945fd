import { breakpoints } from '@hemma/ui';
import { useSyncExternalStore } from 'react';

export type DisplaySetting = 'mobile' | 'desktop';

const phoneQuery = `(max-width: ${breakpoints.tablet - 1}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * `mobile` on the phone viewport, else `desktop`. The server assumes a desktop (spec: a desktop
 * device of width 1360), so the first client render agrees with the server's HTML.
 */
export function useDisplaySetting(): DisplaySetting {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(phoneQuery).matches ? 'mobile' : 'desktop'),
    () => 'desktop',
  );
}

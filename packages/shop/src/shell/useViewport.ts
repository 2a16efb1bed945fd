import { breakpoints, type ViewportClass, viewportClassOf, layout } from '@hemma/ui';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The viewport class by width against the breakpoints; the server (and the first client render,
 * so hydration matches) assume a desktop of width 1360 (spec section 4).
 */
export function useViewportClass(): ViewportClass {
  return useSyncExternalStore(
    subscribe,
    () => viewportClassOf(window.innerWidth),
    () => viewportClassOf(layout.serverViewportWidth),
  );
}

/** Phones and tablets: the header shows menu and search toggles instead of the full menu. */
export function isSmallScreen(viewport: ViewportClass): boolean {
  return viewport === 'phone' || viewport === 'tablet';
}

export { breakpoints };

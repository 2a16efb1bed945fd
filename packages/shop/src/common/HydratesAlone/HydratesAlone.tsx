import { Suspense, type ReactNode } from 'react';
import { useHydratingPart, usePartHydrated } from './hydrationMarker';

function PartHydrated() {
  usePartHydrated();
  return null;
}

/**
 * A part of the page that hydrates in a commit of its own. Nothing in it suspends: the fallback
 * never shows, and the server writes the part in place. One commit for the whole page, with the
 * passive effects that Radix's layout effects pull into it, was the longest task on a phone; a
 * commit per part is shorter.
 */
export function HydratesAlone({ children }: { children: ReactNode }) {
  useHydratingPart();
  return (
    <Suspense fallback={null}>
      <PartHydrated />
      {children}
    </Suspense>
  );
}

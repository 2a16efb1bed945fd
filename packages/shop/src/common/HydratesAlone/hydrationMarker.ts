import { useEffect, useLayoutEffect } from 'react';

let rootHydrated = false;
let partsHydrating = 0;

function markWhenWhole() {
  if (rootHydrated && partsHydrating === 0) document.documentElement.dataset.hydrated = 'true';
}

/**
 * Marks the document once React has hydrated all of it (the root layout's effects run after every
 * other effect of the first render, and parts that hydrate on their own report in when they have),
 * so end-to-end tests act on a page whose handlers are live.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    rootHydrated = true;
    markWhenWhole();
  }, []);
}

/** A part of the page that hydrates in a commit of its own: the marker waits for it. */
export function useHydratingPart(): void {
  useLayoutEffect(() => {
    partsHydrating += 1;
  }, []);
}

/** Rendered inside such a part: its layout effect runs when the part has hydrated. */
export function usePartHydrated(): void {
  useLayoutEffect(() => {
    partsHydrating -= 1;
    markWhenWhole();
  }, []);
}

import { useApolloClientLoader, loginTokenOf } from '@hemma/data';
import { useSidePanel } from '@hemma/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '@hemma/shop';
import { cartBroadcast, rereadCartCookie, useCartId } from '@hemma/data';

const ShellPanelSet = lazy(() => import('./ShellPanelSet'));

/** After hydration, once the browser is idle (or at the latest after this long). */
const idleTimeoutMs = 2000;

/** The first signs that a visitor is using the page, not only looking at it. */
const firstUseEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

/** Calls back, once the browser is idle, after the visitor first points, touches, types or scrolls. */
function afterFirstUse(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onUse = () => {
    stopListening();
    cancelIdle = whenIdle(callback);
  };
  const stopListening = () => {
    for (const type of firstUseEvents) window.removeEventListener(type, onUse, true);
  };
  for (const type of firstUseEvents)
    window.addEventListener(type, onUse, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/**
 * Mounts the side panels off the first paint's path. Closed panels draw nothing (also not in the
 * server HTML), so the page paints and hydrates without their code.
 *
 * They load at once when a panel is asked for (the mini cart, `?action=login`). A visitor with a
 * cart, a session or a `?loginToken` needs their always-on work soon (cart refetch on focus and on
 * other tabs' news, session keep-alive, the token exchange): for them they load when the browser is
 * idle. Anyone else gets them after the first pointer, touch, key or scroll: their chunk, its
 * stylesheets (a style recalculation of the whole page) and Apollo Client were a 50-100 ms task at
 * Lighthouse's 4x CPU in every page load. A cart made in another tab meanwhile is heard here
 * (the cookie is read again) and loads them too.
 */
export function DeferredShellPanels() {
  const { current } = useSidePanel();
  const { loggedIn } = useShell();
  const cartId = useCartId();
  const { search } = useLocation();
  const needsAlwaysOnWork = Boolean(cartId) || loggedIn || loginTokenOf(search) !== null;
  const [mounted, setMounted] = useState(false);
  const loadClient = useApolloClientLoader();
  // The panels wait for Apollo Client (OnDemandApolloProvider): it loads beside their chunk, not after it.
  useEffect(() => {
    if (mounted) void loadClient().catch(() => undefined);
  }, [mounted, loadClient]);
  useEffect(() => {
    if (mounted) return;
    if (current) {
      setMounted(true);
      return;
    }
    if (needsAlwaysOnWork) return whenIdle(() => setMounted(true));
    const stopWaiting = afterFirstUse(() => setMounted(true));
    const stopHearing = cartBroadcast().subscribe('cart', rereadCartCookie);
    return () => {
      stopWaiting();
      stopHearing();
    };
  }, [current, mounted, needsAlwaysOnWork]);
  return mounted ? (
    <Suspense fallback={null}>
      <ShellPanelSet />
    </Suspense>
  ) : null;
}

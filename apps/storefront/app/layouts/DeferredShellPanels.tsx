import { useSidePanel } from '@hemma/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const ShellPanelSet = lazy(() => import('./ShellPanelSet'));

/** After hydration, once the browser is idle (or at the latest after this long). */
const idleTimeoutMs = 2000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

/**
 * Mounts the side panels off the first paint's path. Closed panels draw nothing (also not in the
 * server HTML), so the page paints and hydrates without their code; they load when the browser is
 * idle, at once when a panel is asked for first (the mini cart, `?action=login`), and their
 * always-on work (cart refetch on focus, login-token exchange) starts then.
 */
export function DeferredShellPanels() {
  const { current } = useSidePanel();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    if (current) {
      setMounted(true);
      return;
    }
    return whenIdle(() => setMounted(true));
  }, [current, mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <ShellPanelSet />
    </Suspense>
  ) : null;
}

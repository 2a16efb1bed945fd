import { useSyncExternalStore } from 'react';
import { themes } from '../../themes';
import { useChannelTheme } from '../../components/ThemeProvider';

const channelClassNames: readonly string[] = Object.values(themes).map((theme) => theme.className);

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function readChannelClassName() {
  const classes = document.documentElement.classList;
  return channelClassNames.find((name) => classes.contains(name)) ?? '';
}

/**
 * Portalled layers never render on the server, so no server HTML holds the class: hydrating may
 * read `<html>` at once. A snapshot that differed from the browser's would make React render every
 * layer's owner (the snackbar and side-panel providers) a second time, synchronously, after hydrating.
 */
function readWhileHydrating() {
  return typeof document === 'undefined' ? '' : readChannelClassName();
}

/**
 * The channel theme class for a portalled layer: the nearest `ThemeScope`/`ThemeProvider`, else the
 * class on `<html>` (kept up to date when the channel changes). Portals render under <body>, outside
 * any themed wrapper, so they put this class back on themselves and a scoped theme stays scoped.
 */
export function useChannelClassName(): string {
  const scoped = useChannelTheme();
  const documentClassName = useSyncExternalStore(
    subscribe,
    readChannelClassName,
    readWhileHydrating,
  );
  return scoped?.className ?? documentClassName;
}

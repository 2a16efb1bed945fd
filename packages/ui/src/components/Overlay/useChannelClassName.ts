import { useSyncExternalStore } from 'react';
import { themes } from '../../themes';

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
 * The channel theme class that is on `<html>`, kept up to date when the channel changes.
 * Portalled layers render outside any themed wrapper, so they put this class back on themselves.
 */
export function useChannelClassName(): string {
  return useSyncExternalStore(subscribe, readChannelClassName, () => '');
}

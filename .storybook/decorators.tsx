import type { Decorator } from '@storybook/react-vite';
import { themes, type ChannelName } from '@hemma/ui';
import { useLayoutEffect } from 'react';
import { sideBySide, storyCanvas } from './preview.css';

function isChannel(value: unknown): value is ChannelName {
  return typeof value === 'string' && value in themes;
}

/**
 * Puts the channel class on <html> so portals (dialogs, popovers) inherit it, and on the
 * story's own wrapper so a side-by-side view can scope a theme to half of the page.
 */
export const withChannelTheme: Decorator = (Story, context) => {
  const channel = context.globals.channel as string | undefined;
  const single = isChannel(channel) ? themes[channel] : themes.se;
  const showBoth = channel === 'side-by-side';

  useLayoutEffect(() => {
    const root = document.documentElement;
    const all = Object.values(themes).map((theme) => theme.className);
    root.classList.remove(...all);
    root.classList.add(single.className);
    root.lang = single.locale;
  }, [single]);

  if (showBoth) {
    return (
      <div className={sideBySide}>
        {Object.values(themes).map((theme) => (
          <div key={theme.name} className={`${theme.className} ${storyCanvas}`} data-channel={theme.name}>
            <Story />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={`${single.className} ${storyCanvas}`} data-channel={single.name}>
      <Story />
    </div>
  );
};

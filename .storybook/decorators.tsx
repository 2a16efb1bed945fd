import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider, ThemeScope, themes, type ChannelName } from '@hemma/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { sideBySide, storyCanvas } from './preview.css';

const SIDE_BY_SIDE = 'side-by-side';

function isChannel(value: unknown): value is ChannelName {
  return typeof value === 'string' && value in themes;
}

function ChannelCanvas({ channel, renderStory }: { channel: string | undefined; renderStory: () => ReactNode }) {
  const single = isChannel(channel) ? channel : 'se';
  const showBoth = channel === SIDE_BY_SIDE;

  useLayoutEffect(() => {
    document.documentElement.lang = themes[single].locale;
  }, [single]);

  return (
    <ThemeProvider channel={single}>
      {showBoth ? (
        <div className={sideBySide}>
          {Object.values(themes).map((theme) => (
            <ThemeScope key={theme.name} channel={theme.name} className={storyCanvas}>
              {renderStory()}
            </ThemeScope>
          ))}
        </div>
      ) : (
        <ThemeScope channel={single} className={storyCanvas}>
          {renderStory()}
        </ThemeScope>
      )}
    </ThemeProvider>
  );
}

/**
 * The channel from the toolbar: ThemeProvider puts its class on <html> (portals inherit it) and a
 * ThemeScope paints the canvas. 'side-by-side' renders the story once per channel, each in its
 * own scope; portals re-apply the scope's class through useChannelClassName.
 */
export const withChannelTheme: Decorator = (Story, context) => (
  <ChannelCanvas channel={context.globals.channel as string | undefined} renderStory={() => <Story />} />
);

import type { Decorator } from '@storybook/react-vite';
import { channelList, shopChannels, type ChannelDefinition } from '@hemma/data';
import { ThemeProvider, ThemeScope } from '@hemma/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { sideBySide, storyCanvas } from './preview.css';

const SIDE_BY_SIDE = 'side-by-side';

/** The channel of the toolbar's value; the first channel of the registry for side-by-side or none. */
function channelOf(value: unknown): ChannelDefinition {
  const found = channelList().find((channel) => channel.key === value);
  return found ?? shopChannels.se;
}

function ChannelCanvas({ channel, renderStory }: { channel: string | undefined; renderStory: () => ReactNode }) {
  const single = channelOf(channel);
  const showBoth = channel === SIDE_BY_SIDE;

  useLayoutEffect(() => {
    document.documentElement.lang = single.languages[0];
  }, [single]);

  return (
    <ThemeProvider theme={single.themeName}>
      {showBoth ? (
        <div className={sideBySide}>
          {channelList().map((each) => (
            <ThemeScope key={each.key} theme={each.themeName} className={storyCanvas}>
              {renderStory()}
            </ThemeScope>
          ))}
        </div>
      ) : (
        <ThemeScope theme={single.themeName} className={storyCanvas}>
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

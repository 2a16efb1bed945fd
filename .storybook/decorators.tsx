import type { Decorator } from '@storybook/react-vite';
import { channelList, shopChannels, type ChannelDefinition } from '@hemma/data';
import { ThemeProvider, ThemeScope } from '@hemma/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { channelFrame, sideBySide, storyCanvas } from './preview.css';

const SIDE_BY_SIDE = 'side-by-side';

/** The channel of the toolbar's value; the first channel of the registry for side-by-side or none. */
function channelOf(value: unknown): ChannelDefinition {
  const found = channelList().find((channel) => channel.key === value);
  return found ?? shopChannels.se;
}

/**
 * Both channels side by side: one frame per channel, each rendering the story alone in its channel.
 * A frame is its own viewport, so each half lays out at its own width (its media queries see the
 * half, not the whole window) and nothing is clipped or overlapped.
 */
function SideBySide({ storyId }: { storyId: string }) {
  return (
    <div className={sideBySide}>
      {channelList().map((each) => (
        <iframe
          key={each.key}
          title={each.label}
          className={channelFrame}
          src={`iframe.html?${new URLSearchParams({ id: storyId, viewMode: 'story', globals: `channel:${each.key}` }).toString()}`}
        />
      ))}
    </div>
  );
}

function ChannelCanvas({ channel, renderStory }: { channel: ChannelDefinition; renderStory: () => ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = channel.languages[0];
  }, [channel]);

  return (
    <ThemeProvider theme={channel.themeName}>
      <ThemeScope theme={channel.themeName} className={storyCanvas}>
        {renderStory()}
      </ThemeScope>
    </ThemeProvider>
  );
}

/**
 * The channel from the toolbar: ThemeProvider puts its theme's class on <html> (portals inherit
 * it) and a ThemeScope paints the canvas. 'side-by-side' shows one frame per channel.
 */
export const withChannelTheme: Decorator = (Story, context) =>
  context.globals.channel === SIDE_BY_SIDE ? (
    <SideBySide storyId={context.id} />
  ) : (
    <ChannelCanvas channel={channelOf(context.globals.channel)} renderStory={() => <Story />} />
  );

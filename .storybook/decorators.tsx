import type { Decorator, Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { channelList, shopChannels, type ChannelDefinition } from '@hemma/data';
import { ThemeProvider, ThemeScope } from '@hemma/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { canvasNote, channelFrame, sideBySide, storyCanvas } from './preview.css';

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

function ChannelCanvas({
  channel,
  renderStory,
}: {
  channel: ChannelDefinition;
  renderStory: () => ReactNode;
}) {
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

/**
 * `parameters.canvasNote`: why the story's canvas is empty on purpose (a widget that draws
 * nothing, a banner already answered, an idle bar), written above the story so a designer does not
 * take the empty canvas for a broken story. It stands outside the story's own decorators and
 * markup, so what the story renders, and what its play function looks for, stays the same.
 */
export const withCanvasNote: Decorator = (Story, context) => {
  const note = context.parameters.canvasNote as string | undefined;
  if (!note) return <Story />;
  return (
    <>
      <p className={canvasNote}>{note}</p>
      <Story />
    </>
  );
};

const loadMsw = mswLoader();

/**
 * MSW for the story's requests, except in the side-by-side view: there this frame draws no story,
 * and were it MSW's active client, its service worker would route the two channel frames' own
 * page loads through it and they never started (the view stayed blank). Each frame starts its own.
 */
export const loadMswUnlessSideBySide: Loader = (context) =>
  context.globals.channel === SIDE_BY_SIDE ? {} : loadMsw(context);

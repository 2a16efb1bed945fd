import type { Decorator, Loader } from '@storybook/react-vite';
import { LabelsProvider } from '@hemma/ui';
import type { ReactNode } from 'react';
import {
  BundledShopLabelsProvider,
  TranslatedWidgetLabels,
  uiLabelsOf,
  useTranslatedUiLabels,
} from '../labels';
import { ShopContextProvider } from '../shopContext/ShopContextProvider';
import { storyChannel, type StoryChannel } from './storyChannel';

/** The toolbar's value that shows every channel side by side: Storybook's frame draws no story then. */
const SIDE_BY_SIDE = 'side-by-side';

/**
 * What a story states about the channel in `parameters.channelArgs`: the args that depend on it
 * (prices formatted in its currency, texts in its language), computed from the channel by the
 * story itself so no rendered string is written per channel.
 */
export type ChannelArgs = (channel: StoryChannel) => Record<string, unknown>;

function ChannelContext({ channel, children }: { channel: StoryChannel; children: ReactNode }) {
  return (
    <BundledShopLabelsProvider locale={channel.language}>
      <ChannelWords>
        <ShopContextProvider shop={channel.shop}>{children}</ShopContextProvider>
      </ChannelWords>
    </BundledShopLabelsProvider>
  );
}

/**
 * The words ui components and widgets say themselves, in the channel's language from the package's
 * messages (as the app provides them), so a story shows no English default in a Swedish channel.
 * A story's own providers sit inside and override only what they set.
 */
function ChannelWords({ children }: { children: ReactNode }) {
  return (
    <LabelsProvider labels={useTranslatedUiLabels()}>
      <TranslatedWidgetLabels>{children}</TranslatedWidgetLabels>
    </LabelsProvider>
  );
}

/**
 * The toolbar's channel as the shop would resolve it for a first visit: the package's messages in
 * the channel's default language (ui's and the widgets' own words too) and its shop context
 * (default market, its currency, private customer), so components that read them render in the
 * channel's language and currency. Stories of parts that take texts or formatted amounts as props
 * (ui's Price) compute them from the channel in `parameters.channelArgs`; the decorator hands them
 * to the story as args. Decorators of single stories (the shell's, the pages') sit inside this one
 * and may narrow it further.
 */
export const withStoryChannel: Decorator = (Story, context) => {
  if (context.globals.channel === SIDE_BY_SIDE) return <Story />;
  const channel = storyChannel(context.globals);
  const channelArgs = context.parameters.channelArgs as ChannelArgs | undefined;
  return (
    <ChannelContext channel={channel}>
      {channelArgs ? <Story args={{ ...context.args, ...channelArgs(channel) }} /> : <Story />}
    </ChannelContext>
  );
};

/**
 * The channel's ui words for play functions, as `loaded.uiLabels` (read with ui's `storyLabels`):
 * a ui story asserts the words the channel shows without importing the app's translations or the package's messages.
 */
export const loadChannelLabels: Loader = ({ globals }) => ({
  uiLabels: uiLabelsOf(storyChannel(globals).t),
});

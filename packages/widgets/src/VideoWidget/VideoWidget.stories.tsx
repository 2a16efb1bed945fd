import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import {
  configurationIn,
  recordedInChannel,
  storyConfiguration,
  widgetArgs,
  type WidgetStoryChannel,
} from '../mocks/widgetArgs';
import { videoWidget } from '../mocks/widgetFixtures';
import { VideoWidget } from './VideoWidget';
import { videoWidgetSchema } from './VideoWidget.schema';

/** The film drawn is the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Video',
  parameters: {
    ...recordedInChannel(videoWidgetSchema, 'fp-video'),
    docs: {
      description: {
        component:
          "A YouTube, Vimeo or file video shown as a light poster with a play button; the player (the provider's scripts and cookies, or the file) loads only when the shopper presses play.\n\n**Use** for 'how it is made' films on content and product pages.\n\n**Do** give it a title: it names the play button ('Play {title}'). **Don't** autoplay with sound.\n\n**Accessibility** The play button is a real button with the video's title; the player keeps the provider's own keyboard controls and captions.",
      },
    },
  },
  component: VideoWidget,
  decorators: [withWidgets],
  args: widgetArgs(videoWidgetSchema, videoWidget),
} satisfies Meta<typeof VideoWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The light poster: nothing of the player loads until the shopper presses play. (Pressing it is
 * covered by the unit test: a story must not reach the network.)
 */
export const Poster: Story = {
  play: async ({ canvasElement, globals }) => {
    // The play button is named by the channel's label around the film's title.
    const { title } = storyConfiguration(videoWidgetSchema, 'fp-video', globals);
    await expect(
      within(canvasElement).getByRole('button', { name: (name) => name.includes(title) }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('video, iframe')).toBeNull();
  },
};

/** A YouTube film without a poster: the channel's film title over the provider's placeholder. */
const youtubeWithoutPoster = (title: string) =>
  videoWidgetSchema.parse({ provider: 'youtube', videoId: 'M7lc1UVf-VE', title });

export const PosterWithoutImage: Story = {
  args: {
    images: [],
    configuration: youtubeWithoutPoster('How the Nora sofa is made'),
  },
  parameters: {
    channelArgs: ({ channel }: WidgetStoryChannel) => ({
      configuration: youtubeWithoutPoster(
        configurationIn(videoWidgetSchema, channel.key, 'fp-video').title,
      ),
    }),
  },
};

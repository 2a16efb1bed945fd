import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { videoWidget } from '../mocks/widgetFixtures';
import { VideoWidget, videoWidgetSchema } from './VideoWidget';

const meta = {
  title: 'Widgets/Video',
  parameters: {
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Play video/ })).toBeVisible();
    await expect(canvasElement.querySelector('video, iframe')).toBeNull();
  },
};

export const PosterWithoutImage: Story = {
  args: {
    images: [],
    configuration: videoWidgetSchema.parse({
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
      title: 'How the Nora sofa is made',
    }),
  },
};

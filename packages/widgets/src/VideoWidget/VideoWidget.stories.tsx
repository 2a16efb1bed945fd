import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { videoWidget } from '../mocks/widgetFixtures';
import { VideoWidget, videoWidgetSchema } from './VideoWidget';

const args = widgetArgs(videoWidgetSchema, videoWidget);

const meta = {
  title: 'Widgets/Video',
  component: VideoWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof VideoWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The light poster: nothing of the provider loads until the shopper presses play. (Pressing it is
 * covered by the unit test: a story must not reach the provider's network.)
 */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Play video/ })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const PosterWithoutImage: Story = {
  args: { images: [] },
};

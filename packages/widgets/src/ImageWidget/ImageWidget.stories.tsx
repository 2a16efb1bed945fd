import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { bannerWidget, imageWidgets } from '../mocks/widgetFixtures';
import { ImageWidget, imageWidgetSchema } from './ImageWidget';

const meta = {
  title: 'Widgets/Image',
  component: ImageWidget,
  decorators: [withWidgets],
  args: widgetArgs(imageWidgetSchema, imageWidgets[0]!, { sizes: '(min-width: 768px) 33vw, 100vw' }),
} satisfies Meta<typeof ImageWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkedWithCaption: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Brass table lamps with linen shades' });
    await expect(link).toHaveAttribute('href', '/c/lighting');
  },
};

/** The first widget of a page: its image is the largest paint and loads at once. */
export const FirstOnPage: Story = {
  args: widgetArgs(imageWidgetSchema, { ...bannerWidget, configuration: JSON.stringify({ altText: 'A light living room' }) }, { isFirst: true }),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'A light living room' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

export const Plain: Story = {
  args: widgetArgs(imageWidgetSchema, { ...imageWidgets[1]!, configuration: JSON.stringify({ altText: 'A hand-woven wool rug in warm grey' }) }),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { imageWidget } from '../mocks/widgetFixtures';
import { ImageWidget, imageWidgetSchema } from './ImageWidget';

const args = widgetArgs(imageWidgetSchema, imageWidget, {
  sizes: '(min-width: 768px) 50vw, 100vw',
});

const meta = {
  title: 'Widgets/Image',
  component: ImageWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof ImageWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Linked: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'A light bedroom' }),
    ).toHaveAttribute('href', '/c/furniture/beds');
  },
};

/** The first widget of a page: its image is the largest paint and loads at once. */
export const FirstOnPage: Story = {
  args: { isFirst: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'A light bedroom' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

export const WithCaption: Story = {
  args: { configuration: { ...args.configuration, caption: 'Beds and bedding' } },
};

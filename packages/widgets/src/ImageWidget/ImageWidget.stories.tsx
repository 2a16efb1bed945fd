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
  parameters: {
    docs: {
      description: {
        component:
          "One picture from the content system, optionally a link, optionally with a caption; sizes for the layout cell it sits in, the first on a page at priority.\n\n**Use** for mood pictures between texts and product lists.\n\n**Do** give every informative picture alt text in the content system. **Don't** put text in the picture: it does not translate between channels and screen readers cannot read it.\n\n**Accessibility** `alt` from the content system (empty for a decorative picture); a linked picture's link is named by its alt text.",
      },
    },
  },
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

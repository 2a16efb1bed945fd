import { fixtureData } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { fixtureChannelOf, imageWidget } from '../mocks/widgetFixtures';
import { ImageWidget } from './ImageWidget';
import { imageWidgetSchema } from './ImageWidget.schema';

const args = widgetArgs(imageWidgetSchema, imageWidget, {
  sizes: '(min-width: 768px) 50vw, 100vw',
});

/** The picture drawn is the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Image',
  parameters: {
    ...recordedInChannel(imageWidgetSchema, 'fp-image'),
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
  play: async ({ canvasElement, globals }) => {
    const { image, href } = storyConfiguration(imageWidgetSchema, 'fp-image', globals);
    await expect(
      within(canvasElement).getByRole('link', { name: image?.alt ?? '' }),
    ).toHaveAttribute('href', href ?? '');
  },
};

/** The first widget of a page: its image is the largest paint and loads at once. */
export const FirstOnPage: Story = {
  args: { isFirst: true },
  play: async ({ canvasElement, globals }) => {
    const { image: ref } = storyConfiguration(imageWidgetSchema, 'fp-image', globals);
    const image = within(canvasElement).getByRole('img', { name: ref?.alt ?? '' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

/** The name of the recorded category a linked picture leads to, in the channel's language. */
function categoryNameAt(channelKey: string, href: string | undefined): string | undefined {
  const { categories } = fixtureData('categories', fixtureChannelOf(channelKey));
  return categories?.find((category) => category?.canonicalUrl === href)?.name ?? undefined;
}

/** Captioned with the name of the category the picture links to. */
export const WithCaption: Story = {
  args: {
    configuration: {
      ...args.configuration,
      caption: categoryNameAt('com', args.configuration.href),
    },
  },
  parameters: recordedInChannel(imageWidgetSchema, 'fp-image', (configuration, channelKey) => ({
    ...configuration,
    caption: categoryNameAt(channelKey, configuration.href),
  })),
};

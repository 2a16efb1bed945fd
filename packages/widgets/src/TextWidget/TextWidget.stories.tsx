import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { productPageTextWidget, textWidget } from '../mocks/widgetFixtures';
import { TextWidget } from './TextWidget';
import { textWidgetSchema } from './TextWidget.schema';

const args = widgetArgs(textWidgetSchema, textWidget);

/** The texts drawn are the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Text',
  parameters: {
    ...recordedInChannel(textWidgetSchema, 'fp-text'),
    docs: {
      description: {
        component:
          "A heading and formatted text (sanitized to text formatting), aligned left or centre; the editor chooses the heading level, and may make it the page's h1.\n\n**Use** for the welcome of the front page, short introductions and notes.\n\n**Do** make exactly one Text title per page the h1 when the page has no other. **Don't** skip heading levels for size: the theme styles every level.\n\n**Accessibility** The heading level is real (h1 to h4), so the page outline follows the editor's choice.",
      },
    },
  },
  component: TextWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof TextWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's welcome: the editor made its title the page's h1. */
export const FrontPageWelcome: Story = {
  play: async ({ canvasElement, globals }) => {
    const { title } = storyConfiguration(textWidgetSchema, 'fp-text', globals);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      title ?? '',
    );
  },
};

/** On the product page: an h3, left aligned. */
export const ProductPageNote: Story = {
  args: widgetArgs(textWidgetSchema, productPageTextWidget),
  parameters: recordedInChannel(textWidgetSchema, 'pp-text'),
};

export const TitleOnly: Story = {
  args: { configuration: { ...args.configuration, text: undefined } },
  parameters: recordedInChannel(textWidgetSchema, 'fp-text', (configuration) => ({
    ...configuration,
    text: undefined,
  })),
};

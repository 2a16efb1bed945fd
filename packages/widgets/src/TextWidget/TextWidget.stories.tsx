import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { productPageTextWidget, textWidget } from '../mocks/widgetFixtures';
import { TextWidget, textWidgetSchema } from './TextWidget';

const args = widgetArgs(textWidgetSchema, textWidget);

const meta = {
  title: 'Widgets/Text',
  component: TextWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof TextWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's welcome: the editor made its title the page's h1. */
export const FrontPageWelcome: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to Hemma',
    );
  },
};

/** On the product page: an h3, left aligned. */
export const ProductPageNote: Story = {
  args: widgetArgs(textWidgetSchema, productPageTextWidget),
};

export const TitleOnly: Story = {
  args: { configuration: { ...args.configuration, text: undefined } },
};

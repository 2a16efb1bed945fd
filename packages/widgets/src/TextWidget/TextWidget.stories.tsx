import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { textWidget } from '../mocks/widgetFixtures';
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

export const Default: Story = {};

export const FirstOnPage: Story = {
  args: { isFirst: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Made to be lived with');
  },
};

export const LeftAligned: Story = {
  args: { configuration: { ...args.configuration, textAlignment: 'left' } },
};

export const TitleOnly: Story = {
  args: { configuration: { ...args.configuration, text: undefined } },
};

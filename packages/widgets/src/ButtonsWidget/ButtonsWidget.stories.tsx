import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { buttonsWidget } from '../mocks/widgetFixtures';
import { ButtonsWidget, buttonsWidgetSchema } from './ButtonsWidget';

const args = widgetArgs(buttonsWidgetSchema, buttonsWidget);

const meta = {
  title: 'Widgets/Buttons',
  component: ButtonsWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof ButtonsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShopByRoom: Story = {
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Shop by room' });
    await expect(within(navigation).getAllByRole('link')).toHaveLength(4);
  },
};

export const LeftAlignedWithoutTitle: Story = {
  args: { configuration: { ...args.configuration, title: undefined, alignment: 'left' } },
};

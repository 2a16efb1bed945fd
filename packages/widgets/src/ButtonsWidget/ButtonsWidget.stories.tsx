import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { buttonsWidget, customerServiceButtonsWidget } from '../mocks/widgetFixtures';
import { ButtonsWidget, buttonsWidgetSchema } from './ButtonsWidget';

const meta = {
  title: 'Widgets/Buttons',
  component: ButtonsWidget,
  decorators: [withWidgets],
  args: widgetArgs(buttonsWidgetSchema, buttonsWidget),
} satisfies Meta<typeof ButtonsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's category shortcuts, centred. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** The customer service page's buttons, aligned left. */
export const CustomerService: Story = {
  args: widgetArgs(buttonsWidgetSchema, customerServiceButtonsWidget),
};

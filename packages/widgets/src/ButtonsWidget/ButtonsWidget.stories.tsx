import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { buttonsWidget, customerServiceButtonsWidget } from '../mocks/widgetFixtures';
import { ButtonsWidget } from './ButtonsWidget';
import { buttonsWidgetSchema } from './ButtonsWidget.schema';

/** The buttons drawn are the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Buttons',
  parameters: {
    ...recordedInChannel(buttonsWidgetSchema, 'fp-buttons'),
    docs: {
      description: {
        component:
          "A row of links drawn as buttons (primary, secondary, outline, ghost), aligned left, centre or right: shortcuts into categories, campaigns and pages.\n\n**Use** under a welcome text or a banner, for two to five destinations.\n\n**Do** make the first button the main path (primary) and the others secondary. **Don't** use it for actions (they are links); don't make more than one row.\n\n**Accessibility** Real links with the buttons' focus ring; the optional title names the group; a link opening a new tab says so to screen readers.",
      },
    },
  },
  component: ButtonsWidget,
  decorators: [withWidgets],
  args: widgetArgs(buttonsWidgetSchema, buttonsWidget),
} satisfies Meta<typeof ButtonsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's category shortcuts, centred. */
export const Categories: Story = {
  play: async ({ canvasElement, globals }) => {
    const { buttons } = storyConfiguration(buttonsWidgetSchema, 'fp-buttons', globals);
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(buttons.length);
  },
};

/** The customer service page's buttons, aligned left. */
export const CustomerService: Story = {
  args: widgetArgs(buttonsWidgetSchema, customerServiceButtonsWidget),
  parameters: recordedInChannel(buttonsWidgetSchema, 'cs-buttons'),
};

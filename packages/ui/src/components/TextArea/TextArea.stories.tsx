import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../themes';
import { storyLabels } from '../LabelsProvider/storyLabels';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Inputs/TextArea',
  component: TextArea,
  args: { label: 'Order message', name: 'message' },
  argTypes: { name: { description: "The form field's name, sent with the form." } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A labelled multi-line input for an order message or a review, with the same label, description, validation timing and error line as TextField.

**Use** \`rows\` for the expected length; \`optional\` when it may stay empty.

**Do** say in the description what the text is used for. **Don't** use it for structured data (addresses are separate fields).

**Accessibility** Label, description and error are tied to the control; the error is announced politely.`,
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Please call 30 minutes before delivery.' } };
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Order message' });
    await userEvent.click(box);
    await expect(box).toHaveFocus();
  },
};
export const Optional: Story = { args: { optional: true } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Please call before delivery.' },
};
export const WithError: Story = { args: { label: 'Review', error: 'This field is required' } };

export const Required: Story = {
  args: { label: 'Review', validation: 'empty' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Review' }));
    await userEvent.tab();
    await expect(canvas.getByText(storyLabels(loaded).validation.required)).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.l }}>
      <TextArea label="Empty" />
      <TextArea label="Filled" defaultValue="Please call 30 minutes before delivery." />
      <TextArea label="Optional" optional description="Shown to the carrier." />
      <TextArea label="Error" error="This field is required" />
      <TextArea label="Disabled" disabled defaultValue="Please call before delivery." />
    </div>
  ),
};

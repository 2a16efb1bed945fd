import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Subscribe to the newsletter', name: 'newsletter', onChange: fn() },
  argTypes: {
    name: { description: "The form field's name, sent with the form." },
    onChange: {
      description: 'Called when the box is ticked or unticked (the native change event).',
    },
  },
  parameters: {
    docs: {
      description: {
        component: `A labelled checkbox: remember me, accept the terms of purchase, newsletter consent, multi-select filters.

**Use** for a choice the shopper turns on independently of others; pass \`error\` for a required consent that was not given.

**Do** make the label say what ticking means ('I accept the terms of purchase'). **Don't** use a checkbox for an immediate on/off setting — use Toggle.

**Accessibility** A real \`input type="checkbox"\` tied to its label, so the whole label is a click target; the error is linked with \`aria-describedby\` and announced politely.`,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Subscribe to the newsletter',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const WithError: Story = {
  args: {
    label: 'I accept the terms of purchase',
    error: 'Make sure all fields are valid before you place your order',
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="With error" error="You have to accept the terms" />
      <Checkbox label="A long label that wraps onto a second line to show how the box lines up with the first line of text" />
    </div>
  ),
};

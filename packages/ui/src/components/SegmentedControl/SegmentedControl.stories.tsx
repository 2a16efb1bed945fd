import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

const words = ({ language }: { language: string }) =>
  language === 'sv'
    ? {
        label: 'Priser för',
        options: [
          { value: 'PERSON', label: 'Privat' },
          { value: 'ORGANIZATION', label: 'Företag' },
        ],
      }
    : {
        label: 'Prices for',
        options: [
          { value: 'PERSON', label: 'Private' },
          { value: 'ORGANIZATION', label: 'Business' },
        ],
      };

/** The control with its own state, as a page holds it: the story's args give the first choice. */
function Controlled(args: SegmentedControlProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SegmentedControl
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { label: '', options: [], value: 'PERSON', onValueChange: fn() },
  argTypes: { options: { control: false } },
  parameters: {
    channelArgs: (channel: { language: string }) => words(channel),
    docs: {
      description: {
        component: `One of two to four options side by side, always one chosen: private or business prices, list or grid. On Radix Toggle Group.

**Use** for a setting that applies at once (no submit), with short option names.

**Do** keep it to two to four options of one or two words. **Don't** use it for navigation (use links) or for more options (use Select or Radio).

**Accessibility** A labelled \`radiogroup\`: Tab reaches the chosen option, the arrow keys move between options and Space or Enter chooses; each option says whether it is checked. Choosing the chosen option again keeps it.`,
      },
    },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The label is the channel's ('Prices for', 'Priser för'): the decorator fills it in, not `args`.
    const group = canvas.getByRole('radiogroup', { name: /^(Prices for|Priser för)$/ });
    const [first, second] = within(group).getAllByRole('radio');
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(second as HTMLElement);
    await expect(second).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('ORGANIZATION');
  },
};

export const SecondChosen: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason: "Default's play function ends with the second option chosen: the same picture.",
    },
  },
  args: { value: 'ORGANIZATION' },
};

export const Disabled: Story = { args: { disabled: true } };

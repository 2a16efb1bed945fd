import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes';
import { RadioGroup, radioOrientations } from './Radio';

const genders = [
  { value: 'UNSPECIFIED', label: 'Unspecified' },
  { value: 'WOMAN', label: 'Woman' },
  { value: 'MAN', label: 'Man' },
];

const meta = {
  title: 'UI/Inputs/RadioGroup',
  component: RadioGroup,
  args: { name: 'gender', label: 'Gender', options: genders, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioOrientations } },
  parameters: {
    docs: {
      description: {
        component: `\`RadioGroup\` is a set of radios under one legend — customer type (Person or Company), shipping and payment options. \`Radio\` is one button of it.

**Use** for one choice out of a few visible options; pass \`error\` for a required choice.

**Do** order options by what most shoppers pick. **Don't** use radios for more than about seven options — use Select.

**Accessibility** A \`fieldset\` with a \`legend\`; arrow keys move between options; the group's error is linked to it.`,
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Woman' }));
    await expect(canvas.getByRole('radio', { name: 'Woman' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('WOMAN');
  },
};
export const Selected: Story = { args: { defaultValue: 'MAN' } };
export const Focused: Story = {
  args: { defaultValue: 'WOMAN' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Woman' })).toHaveFocus();
  },
};
export const Horizontal: Story = {
  args: {
    name: 'customerType',
    label: 'Customer type',
    orientation: 'horizontal',
    defaultValue: 'PERSON',
    options: [
      { value: 'PERSON', label: 'Private' },
      { value: 'ORGANIZATION', label: 'Business' },
    ],
  },
};
export const Optional: Story = { args: { optional: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'WOMAN' } };
export const WithError: Story = { args: { error: 'This field is required' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.l }}>
      <RadioGroup name="a" label="Nothing chosen" options={genders} />
      <RadioGroup name="b" label="Chosen" options={genders} defaultValue="WOMAN" />
      <RadioGroup
        name="c"
        label="Horizontal"
        orientation="horizontal"
        options={genders}
        defaultValue="MAN"
      />
      <RadioGroup name="d" label="Optional" optional options={genders} />
      <RadioGroup name="e" label="Error" options={genders} error="This field is required" />
      <RadioGroup name="f" label="Disabled" options={genders} disabled defaultValue="WOMAN" />
      <RadioGroup
        name="g"
        label="One option disabled"
        options={[...genders.slice(0, 2), { ...genders[2]!, disabled: true }]}
      />
    </div>
  ),
};

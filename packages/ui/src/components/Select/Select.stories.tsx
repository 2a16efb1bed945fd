import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../themes';
import { storyLabels } from '../LabelsProvider/storyLabels';
import { Select } from './Select';

const countries = [
  { value: 'SE', label: 'Sweden' },
  { value: 'NO', label: 'Norway' },
  { value: 'DK', label: 'Denmark' },
  { value: 'FI', label: 'Finland' },
];

const meta = {
  title: 'UI/Inputs/Select',
  component: Select,
  args: { label: 'Country', name: 'country', options: countries, placeholder: 'Choose a country' },
  argTypes: { name: { description: "The form field's name, sent with the form." } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A labelled native select: the platform's own picker on phones, a keyboard path everywhere. A first empty choice via \`placeholder\`; \`validation="empty"\` makes it required.

**Use** for country, sort order and other lists longer than a few options.

**Do** use the spec's placeholder texts. **Don't** build a custom listbox for forms: the native one is faster on phones.

**Accessibility** Label, description and error are linked to the control; the error follows the spec's timing (judged on change and blur).`,
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'SE' } };
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveFocus();
  },
};
export const Optional: Story = { args: { optional: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'NO' } };
export const WithError: Story = { args: { error: 'This field is required' } };

export const Required: Story = {
  args: { validation: 'empty' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { required } = storyLabels(loaded).validation;
    const select = canvas.getByRole('combobox', { name: 'Country' });
    select.focus();
    await userEvent.tab();
    await expect(canvas.getByText(required)).toBeVisible();
    await userEvent.selectOptions(select, 'DK');
    await expect(canvas.queryByText(required)).toBeNull();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.l }}>
      <Select label="Empty" options={countries} placeholder="Choose a country" />
      <Select label="Filled" options={countries} defaultValue="SE" />
      <Select label="Optional" options={countries} optional placeholder="Choose a country" />
      <Select
        label="Error"
        options={countries}
        placeholder="Choose a country"
        error="This field is required"
      />
      <Select label="Disabled" options={countries} disabled defaultValue="NO" />
    </div>
  ),
};

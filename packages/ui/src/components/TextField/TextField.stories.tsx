import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes';
import { TextField, textFieldTypes } from './TextField';
import { storyLabels } from '../LabelsProvider/storyLabels';

const meta = {
  title: 'UI/Inputs/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onValidityChange: fn() },
  argTypes: {
    name: { description: "The form field's name, sent with the form." },
    type: { control: 'select', options: textFieldTypes },
    validation: {
      control: 'select',
      options: [undefined, 'email', 'passwordStrength', 'passwordMatch', 'personalId', 'empty'],
    },
  },
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
        component: `A labelled single-line input — text, email, password (with a reveal toggle), tel, search — with the spec's validation built in: \`validation="email" | "passwordStrength" | "passwordMatch" | "personalId" | "empty"\`.

**Use** in every form of the shop; \`optional\` for fields that may stay empty; \`error\` for a message from the server, which wins over the field's own verdict.

**Do** rely on the spec's timing: a field is judged when it loses focus and again on every key-up while invalid. A personal ID gets its missing hyphen on blur. **Don't** validate while the shopper types a fresh value, or write your own messages for the spec's rules.

**Accessibility** Label, description and error are tied to the input (\`aria-describedby\`, \`aria-invalid\`, \`aria-required\`); the error is announced politely; the reveal toggle is a labelled button.`,
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'anna.svensson@example.se' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
  },
};

export const Optional: Story = { args: { label: 'Care of', type: 'text', optional: true } };

export const WithDescription: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    description: 'We text you when the delivery is on its way.',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'anna.svensson@example.se' },
};

/** An error set from outside, for example by the server. */
export const WithError: Story = {
  args: { defaultValue: 'anna@', error: 'You have to enter a valid email' },
};

/** Validated on blur, then on every key-up while invalid; the message goes once the value is OK. */
export const EmailValidation: Story = {
  args: { validation: 'email' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    const { email } = storyLabels(loaded).validation;
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna@example');
    await userEvent.tab();
    await expect(canvas.getByText(email)).toBeVisible();
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(input, '.se');
    await expect(canvas.queryByText(email)).toBeNull();
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
  },
};

/**
 * Validated and found OK. The spec hides a valid field's feedback and the design gives inputs no
 * success mark, so it looks like a filled field: no message, no icon, not marked invalid.
 */
export const Valid: Story = {
  args: { validation: 'email' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna.svensson@example.se');
    await userEvent.tab();
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', name: 'password', defaultValue: 'hemma-soffa' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyLabels(loaded).showPassword }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const PasswordTooWeak: Story = {
  args: { label: 'Password', type: 'password', name: 'password', validation: 'passwordStrength' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'sofa');
    await userEvent.tab();
    await expect(canvas.getByText(storyLabels(loaded).validation.passwordStrength)).toBeVisible();
  },
};

function PasswordPair() {
  const [password, setPassword] = useState('hemma-soffa');
  return (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Repeat password"
        type="password"
        validation="passwordMatch"
        matchValue={password}
      />
    </div>
  );
}

/** The repeated password is re-checked whenever the first one changes. */
export const PasswordMatch: Story = {
  render: () => <PasswordPair />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { passwordMatch } = storyLabels(loaded).validation;
    await userEvent.type(canvas.getByLabelText('Repeat password'), 'hemma-sofa');
    await userEvent.tab();
    await expect(canvas.getByText(passwordMatch)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'hemma-sofa');
    await expect(canvas.queryByText(passwordMatch)).toBeNull();
  },
};

/** A personal ID typed without its hyphen gets one on blur, then passes (real date, Luhn). */
export const PersonalId: Story = {
  args: {
    label: 'Personal ID',
    type: 'text',
    name: 'personalId',
    validation: 'personalId',
    placeholder: 'YYMMDD-NNNN',
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Personal ID' });
    await userEvent.type(input, '8112289874');
    await userEvent.tab();
    await expect(input).toHaveValue('811228-9874');
    await expect(canvas.queryByText(storyLabels(loaded).validation.personalId)).toBeNull();
  },
};

export const PersonalIdInvalid: Story = {
  args: {
    label: 'Personal ID',
    type: 'text',
    name: 'personalId',
    validation: 'personalId',
    placeholder: 'YYMMDD-NNNN',
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Personal ID' }), '811228-9875');
    await userEvent.tab();
    await expect(canvas.getByText(storyLabels(loaded).validation.personalId)).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: 'City', type: 'text', name: 'city', validation: 'empty' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'City' }));
    await userEvent.tab();
    await expect(canvas.getByText(storyLabels(loaded).validation.required)).toBeVisible();
  },
};

/** Every state at once, for visual tests. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.l }}>
      <TextField label="Empty" />
      <TextField label="Filled" defaultValue="Anna Svensson" />
      <TextField label="Placeholder" placeholder="Street and number" />
      <TextField label="Optional" optional />
      <TextField label="With description" description="Used for delivery notices." />
      <TextField label="Error" defaultValue="anna@" error="You have to enter a valid email" />
      <TextField label="Disabled" disabled defaultValue="Anna Svensson" />
      <TextField label="Password" type="password" defaultValue="hemma-soffa" />
    </div>
  ),
};

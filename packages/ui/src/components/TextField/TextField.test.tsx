import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

function PasswordPair() {
  const [password, setPassword] = useState('');
  return (
    <>
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
    </>
  );
}

describe('<TextField />', () => {
  it('is found by its label', () => {
    render(<TextField label="First name" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it("shows an 'optional' hint on optional fields", () => {
    render(<TextField label="Care of" optional />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Care of/)).not.toHaveAttribute('aria-required');
  });

  it('validates on blur, not while the user is still typing the first time', async () => {
    render(<TextField label="Email" type="email" validation="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna@');
    expect(screen.queryByText('You have to enter a valid email')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('You have to enter a valid email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('You have to enter a valid email');
  });

  it('shows an error icon beside the message', async () => {
    const { container } = render(<TextField label="Email" validation="email" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.tab();
    const message = container.querySelector(`[id$="-message"]`)!;
    expect(message.querySelector('svg')).not.toBeNull();
  });

  it('re-validates on every key-up while invalid and hides the feedback once the value is OK', async () => {
    render(<TextField label="Email" validation="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna@example');
    await userEvent.tab();
    expect(screen.getByText('You have to enter a valid email')).toBeInTheDocument();
    await userEvent.type(input, '.');
    expect(screen.getByText('You have to enter a valid email')).toBeInTheDocument();
    await userEvent.type(input, 'se');
    expect(screen.queryByText('You have to enter a valid email')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("says 'password too weak' for a password of 6 characters or fewer", async () => {
    render(<TextField label="Password" type="password" validation="passwordStrength" />);
    await userEvent.type(screen.getByLabelText('Password'), '123456');
    await userEvent.tab();
    expect(screen.getByText('password too weak')).toBeInTheDocument();
  });

  it("says 'This field is required' for an empty required field", async () => {
    render(<TextField label="City" validation="empty" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('lets an optional email field stay empty', async () => {
    render(<TextField label="Email" validation="email" optional />);
    await userEvent.click(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.tab();
    expect(screen.queryByText('You have to enter a valid email')).toBeNull();
  });

  it('checks a personal ID for shape, date and Luhn', async () => {
    render(<TextField label="Personal ID" validation="personalId" />);
    const input = screen.getByRole('textbox', { name: 'Personal ID' });
    await userEvent.type(input, '811228-9875');
    await userEvent.tab();
    expect(screen.getByText('You have to enter a valid personal ID')).toBeInTheDocument();
    await userEvent.type(input, '{Backspace}4');
    expect(screen.queryByText('You have to enter a valid personal ID')).toBeNull();
  });

  it('inserts the missing hyphen of a personal ID on blur', async () => {
    const onNormalize = vi.fn();
    render(<TextField label="Personal ID" validation="personalId" onNormalize={onNormalize} />);
    const input = screen.getByRole('textbox', { name: 'Personal ID' });
    await userEvent.type(input, '198112289874');
    await userEvent.tab();
    expect(input).toHaveValue('19811228-9874');
    expect(onNormalize).toHaveBeenCalledWith('19811228-9874');
    expect(screen.queryByText('You have to enter a valid personal ID')).toBeNull();
  });

  it('re-checks a repeated password when the other password field changes', async () => {
    render(<PasswordPair />);
    const [first, second] = [
      screen.getByLabelText('Password'),
      screen.getByLabelText('Repeat password'),
    ];
    await userEvent.type(first, 'secret12');
    await userEvent.type(second, 'secret1');
    await userEvent.tab();
    expect(screen.getByText('The passwords does not match')).toBeInTheDocument();
    await userEvent.type(first, '{Backspace}');
    expect(screen.queryByText('The passwords does not match')).toBeNull();
    await userEvent.type(first, 'X');
    expect(screen.getByText('The passwords does not match')).toBeInTheDocument();
  });

  it('reveals and hides the password with the toggle', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret12" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reports validity to the form', async () => {
    const onValidityChange = vi.fn();
    render(<TextField label="Email" validation="email" onValidityChange={onValidityChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.se');
    await userEvent.tab();
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
  });

  it('shows an error from outside, such as the server', () => {
    render(<TextField label="Email" error="An account already exists with this email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'An account already exists with this email',
    );
  });

  it('cannot be typed into when disabled', async () => {
    render(<TextField label="Email" disabled defaultValue="anna@example.se" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('anna@example.se');
  });

  it('has no axe violations, also with an error shown', async () => {
    const { container } = render(
      <>
        <TextField label="Email" type="email" error="You have to enter a valid email" />
        <TextField label="Password" type="password" optional />
      </>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

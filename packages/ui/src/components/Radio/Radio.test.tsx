import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './Radio';

const customerTypes = [
  { value: 'PERSON', label: 'Private' },
  { value: 'ORGANIZATION', label: 'Business' },
];

describe('<RadioGroup />', () => {
  it('is a named group whose choice moves with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        name="customerType"
        label="Customer type"
        options={customerTypes}
        defaultValue="PERSON"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Customer type' })).toBeInTheDocument();
    const person = screen.getByRole('radio', { name: 'Private' });
    expect(person).toBeChecked();
    person.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('ORGANIZATION');
  });

  it('follows a controlled value', () => {
    render(
      <RadioGroup
        name="t"
        label="Customer type"
        options={customerTypes}
        value="ORGANIZATION"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
  });

  it('shows a shared error for the group', () => {
    render(
      <RadioGroup name="g" label="Gender" options={customerTypes} error="This field is required" />,
    );
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('disables every option when disabled', () => {
    render(<RadioGroup name="g" label="Gender" options={customerTypes} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RadioGroup
        name="g"
        label="Gender"
        optional
        options={customerTypes}
        error="This field is required"
      />,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const countries = [
  { value: 'SE', label: 'Sweden' },
  { value: 'NO', label: 'Norway' },
  { value: 'FI', label: 'Finland', disabled: true },
];

describe('<Select />', () => {
  it('is a labelled combobox with the given options', async () => {
    const onChange = vi.fn();
    render(<Select label="Country" options={countries} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'NO');
    expect(select).toHaveValue('NO');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('option', { name: 'Finland' })).toBeDisabled();
  });

  it("asks for a choice when required ('This field is required') and clears it once chosen", async () => {
    render(
      <Select
        label="Country"
        placeholder="Choose a country"
        options={countries}
        validation="empty"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.click(select);
    await userEvent.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'SE');
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('cannot be changed when disabled', () => {
    render(<Select label="Country" options={countries} disabled />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Select label="Country" options={countries} optional error="This field is required" />,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

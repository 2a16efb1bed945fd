import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './Toggle';

describe('<Toggle />', () => {
  it('is a switch that turns on and off by click and Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Toggle label="Prices including VAT" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Prices including VAT' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does not change when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Toggle
        label="Prices including VAT"
        disabled
        defaultChecked
        onCheckedChange={onCheckedChange}
      />,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Toggle label="Prices including VAT" defaultChecked />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

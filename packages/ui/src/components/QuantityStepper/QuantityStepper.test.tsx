import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, clampQuantity, type QuantityStepperProps } from './QuantityStepper';

function Controlled({
  initial = 1,
  onChange,
  ...rest
}: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const spin = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('clampQuantity', () => {
  it('keeps a quantity between min and max', () => {
    expect(clampQuantity(0, 1)).toBe(1);
    expect(clampQuantity(7, 1, 5)).toBe(5);
    expect(clampQuantity(3.7, 1, 5)).toBe(3);
  });
});

describe('<QuantityStepper />', () => {
  it('is a spinbutton with its value, min and max', () => {
    render(<Controlled initial={2} max={5} />);
    expect(spin()).toHaveAttribute('aria-valuenow', '2');
    expect(spin()).toHaveAttribute('aria-valuemin', '1');
    expect(spin()).toHaveAttribute('aria-valuemax', '5');
  });

  it('steps with the plus and minus buttons', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(spin()).toHaveValue('1');
  });

  it('cannot go below 1 by default: minus is disabled at the minimum', () => {
    render(<Controlled initial={1} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('cannot go above the stock: plus is disabled at the maximum, with a hint', () => {
    render(<Controlled initial={3} max={3} maxReachedText="Only 3 left" />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(spin()).toHaveAccessibleDescription('Only 3 left');
  });

  it('takes a typed quantity on blur, clamped to the stock', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={1} max={10} onChange={onChange} />);
    await userEvent.clear(spin());
    await userEvent.type(spin(), '25');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(spin()).toHaveValue('10');
  });

  it('ignores letters and restores the quantity when the field is left empty', async () => {
    render(<Controlled initial={4} />);
    await userEvent.clear(spin());
    await userEvent.type(spin(), 'ab');
    expect(spin()).toHaveValue('');
    await userEvent.tab();
    expect(spin()).toHaveValue('4');
  });

  it('steps with the arrow keys and jumps with Home and End', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={2} max={6} onChange={onChange} />);
    spin().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('disables everything when disabled', () => {
    render(<Controlled initial={2} disabled />);
    expect(spin()).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Controlled initial={3} max={3} maxReachedText="Only 3 left" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

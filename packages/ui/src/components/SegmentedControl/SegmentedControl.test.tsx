import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Grid' },
] as const;

function View({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState<'list' | 'grid'>('list');
  return (
    <SegmentedControl
      label="Show as"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('<SegmentedControl />', () => {
  it('is a labelled radio group with the chosen option checked', () => {
    render(<View onValueChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Show as' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'false');
  });

  it('chooses by keyboard: the arrow key moves, Space chooses', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<View onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'List' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Grid' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith('grid');
    expect(screen.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the chosen option when it is chosen again (never no choice)', async () => {
    const onValueChange = vi.fn();
    render(<View onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<View onValueChange={vi.fn()} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

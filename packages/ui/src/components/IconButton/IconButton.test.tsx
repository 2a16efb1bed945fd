import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../Icon';
import { IconButton } from './IconButton';

describe('<IconButton />', () => {
  it('is a button named by its label, whose icon screen readers skip', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Remove" icon={<CloseIcon />} disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<IconButton label="Open menu" icon={<CloseIcon />} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('<Checkbox />', () => {
  it('checks and unchecks by click and by Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Subscribe to the newsletter" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('checks when its label text is clicked', async () => {
    render(<Checkbox label="I accept the terms of purchase" />);
    await userEvent.click(screen.getByText('I accept the terms of purchase'));
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows an error tied to the box', () => {
    render(
      <Checkbox label="I accept the terms of purchase" error="You have to accept the terms" />,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You have to accept the terms');
  });

  it('cannot be changed when disabled', async () => {
    render(<Checkbox label="Newsletter" disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Checkbox label="Newsletter" defaultChecked error="Required" />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

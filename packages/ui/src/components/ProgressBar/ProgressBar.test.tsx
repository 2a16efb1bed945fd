import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('<ProgressBar />', () => {
  it('is a progress bar named by its label, with its value as a share of 1', () => {
    render(<ProgressBar value={0.4} label="Progress to free shipping" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress to free shipping' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(bar).toHaveAttribute('max', '1');
  });

  it('takes another maximum', () => {
    render(<ProgressBar value={3} max={5} label="Steps done" />);
    expect(screen.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute('max', '5');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBar value={0.75} label="Progress to free shipping" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

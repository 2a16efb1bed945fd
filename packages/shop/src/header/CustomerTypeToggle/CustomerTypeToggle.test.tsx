import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { CustomerTypeToggle } from './CustomerTypeToggle';

describe('<CustomerTypeToggle />', () => {
  it.each(['compact', 'comfortable'] as const)(
    '%s: marks the current type pressed, says whether prices include VAT, and reports a choice',
    async (size) => {
      const onChange = vi.fn();
      const { container } = render(
        <ShellTestProviders>
          <CustomerTypeToggle customerType="ORGANIZATION" onChange={onChange} size={size} />
        </ShellTestProviders>,
      );
      const group = screen.getByRole('group', { name: 'Customer type' });
      expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Private' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(group).toHaveTextContent('Prices excl. VAT');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Private' }));
      expect(onChange).toHaveBeenCalledWith('PERSON');
      expect((await axe.run(container)).violations).toEqual([]);
    },
  );
});

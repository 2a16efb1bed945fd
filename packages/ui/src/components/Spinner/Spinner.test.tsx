import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('<Spinner />', () => {
  it('is silent decoration without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('announces its label as a status', () => {
    render(<Spinner size="l" label="Loading products" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner label="Loading" />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { vars } from '../../themes';
import { Inline } from './Inline';

describe('<Inline />', () => {
  it('lays its children in a wrapping row with the space step it is given', () => {
    render(
      <Inline gap="l" as="nav" aria-label="Categories">
        <a href="/sofas">Sofas</a>
        <a href="/beds">Beds</a>
      </Inline>,
    );
    const row = screen.getByRole('navigation', { name: 'Categories' });
    expect(getComputedStyle(row).flexDirection).toBe('row');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(row).gap).toBe(vars.space.l);
  });

  it('keeps one line and pushes its ends apart when told', () => {
    render(
      <Inline wrap={false} justify="spaceBetween" data-testid="row">
        <span>Total</span>
        <span>997 kr</span>
      </Inline>,
    );
    const row = screen.getByTestId('row');
    expect(getComputedStyle(row).flexWrap).toBe('nowrap');
    expect(getComputedStyle(row).justifyContent).toBe('space-between');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Inline>
        <button type="button">Keep shopping</button>
        <button type="button">Checkout</button>
      </Inline>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

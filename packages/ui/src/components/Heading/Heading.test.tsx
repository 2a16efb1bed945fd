import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { vars } from '../../themes';
import { Heading } from './Heading';

describe('<Heading />', () => {
  it('renders the element of its level at the size of that level', () => {
    render(<Heading level={2}>Sofas</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Sofas' });
    expect(heading.tagName).toBe('H2');
    expect(getComputedStyle(heading).fontSize).toBe(vars.font.size.xl);
  });

  it('draws a heading at another size without changing its level', () => {
    render(
      <Heading level={1} size="m">
        Checkout
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Checkout' });
    expect(getComputedStyle(heading).fontSize).toBe(vars.font.size.m);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Heading level={1}>Hemma</Heading>);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

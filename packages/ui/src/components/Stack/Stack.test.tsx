import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { vars } from '../../themes';
import { Stack } from './Stack';

describe('<Stack />', () => {
  it('lays its children in a column with the space step it is given between them', () => {
    render(
      <Stack gap="xl" aria-label="Sections" as="section">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const stack = screen.getByRole('region', { name: 'Sections' });
    expect(stack.tagName).toBe('SECTION');
    expect(getComputedStyle(stack).flexDirection).toBe('column');
    expect(getComputedStyle(stack).gap).toBe(vars.space.xl);
  });

  it('lines children up at the start when told, and keeps a class it is given', () => {
    render(
      <Stack align="start" className="own" data-testid="stack">
        <p>One</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(getComputedStyle(stack).alignItems).toBe('flex-start');
    expect(stack).toHaveClass('own');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Stack as="ul">
        <li>Sofas</li>
        <li>Beds</li>
      </Stack>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

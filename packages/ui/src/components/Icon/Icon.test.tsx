import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import { CartIcon, ErrorIcon, HeartFilledIcon, HeartIcon } from './icons';

describe('Icon set', () => {
  const all = Object.entries(icons);

  it('holds every icon the kit needs', () => {
    const names = all.map(([name]) => name);
    for (const needed of [
      'PlusIcon',
      'MinusIcon',
      'CloseIcon',
      'SearchIcon',
      'CartIcon',
      'HeartIcon',
      'HeartFilledIcon',
      'UserIcon',
      'MenuIcon',
      'ChevronDownIcon',
      'ChevronUpIcon',
      'ChevronLeftIcon',
      'ChevronRightIcon',
      'CheckIcon',
      'ErrorIcon',
      'InfoIcon',
      'StarIcon',
      'StarFilledIcon',
      'EyeIcon',
      'EyeOffIcon',
      'ArrowRightIcon',
      'TrashIcon',
    ]) {
      expect(names).toContain(needed);
    }
  });

  it.each(all)('%s is decoration, hidden from screen readers, unless labelled', (_name, Icon) => {
    const { container } = render(
      <span style={{ color: 'rgb(200, 10, 10)' }}>
        <Icon />
      </span>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // Lines in the colour of the text around the icon, drawn by the icon's class.
    expect(getComputedStyle(svg).stroke).toBe('rgb(200, 10, 10)');
    expect(getComputedStyle(svg).strokeWidth).toBe('1.75');
    expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it('is named as an image when it carries a label', () => {
    render(<CartIcon label="Cart" />);
    const img = screen.getByRole('img', { name: 'Cart' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('fills the filled variants with currentColor, not the outlines', () => {
    const { container } = render(
      <>
        <HeartIcon data-testid="outline" />
        <HeartFilledIcon data-testid="filled" />
      </>,
    );
    expect(container.querySelector('[data-testid="outline"] path')).not.toHaveAttribute('fill');
    expect(container.querySelector('[data-testid="filled"] path')).toHaveAttribute(
      'fill',
      'currentColor',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <ErrorIcon /> Something went wrong <CartIcon label="Cart" />
      </p>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

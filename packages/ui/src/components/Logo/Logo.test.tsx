import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { layout } from '../../themes/constants';
import { Logo } from './Logo';

describe('<Logo />', () => {
  it('is rendered at the spec size 300x50', () => {
    expect(layout.logo).toEqual({ width: 300, height: 50 });
    render(<Logo src="/logo.png" />);
    const image = screen.getByRole('img', { name: 'Hemma' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '50');
  });

  it('takes an svg or a png file', () => {
    const { rerender } = render(<Logo src="/brand/logo.svg" alt="Nordic Living" />);
    expect(screen.getByRole('img', { name: 'Nordic Living' })).toHaveAttribute(
      'src',
      '/brand/logo.svg',
    );
    rerender(<Logo src="/brand/logo.png" alt="Nordic Living" />);
    expect(screen.getByRole('img', { name: 'Nordic Living' })).toHaveAttribute(
      'src',
      '/brand/logo.png',
    );
  });

  it('uses the dark file on dark surfaces', () => {
    render(<Logo src="/logo.svg" darkSrc="/logo-dark.svg" dark />);
    const image = screen.getByRole('img', { name: 'Hemma' });
    expect(image).toHaveAttribute('src', '/logo-dark.svg');
    expect(image).toHaveAttribute('data-variant', 'dark');
  });

  it('derives a light version when there is no dark file', () => {
    const { rerender } = render(<Logo src="/logo.svg" />);
    const plainClass = screen.getByRole('img').className;
    rerender(<Logo src="/logo.svg" dark />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/logo.svg');
    expect(image.className).not.toBe(plainClass);
  });

  it('draws the built-in Hemma wordmark in the current colour when no file is given', () => {
    render(<Logo />);
    const mark = screen.getByRole('img', { name: 'Hemma' });
    expect(mark.tagName.toLowerCase()).toBe('svg');
    expect(mark).toHaveAttribute('viewBox', '0 0 300 50');
    expect(mark.querySelector('text')).toHaveAttribute('fill', 'currentColor');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Logo />
        <Logo src="/logo.png" alt="Nordic Living" />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { themes } from '../themes';
import { TokenGallery } from './TokenGallery';

// The gallery is a large tree; plain DOM queries keep these tests fast in jsdom.
describe('<TokenGallery />', () => {
  it('shows every colour token of every channel, with its own value', { timeout: 20_000 }, () => {
    const { container } = render(<TokenGallery />);
    for (const theme of Object.values(themes)) {
      const column = container.querySelector(`[data-theme="${theme.name}"]`)!;
      expect(column.getAttribute('aria-label')).toBe(`${theme.label} tokens`);
      for (const group of ['color', 'surface', 'header', 'headerDark', 'footer'] as const) {
        for (const [key, value] of Object.entries(theme.tokens[group])) {
          const swatch = column.querySelector(`[data-token="${group}.${key}"]`);
          expect(swatch, `${theme.name} ${group}.${key}`).not.toBeNull();
          expect(swatch!.parentElement!.textContent).toContain(value);
        }
      }
    }
  });

  it('shows the scales and the spec constants', () => {
    const { container } = render(<TokenGallery />);
    const text = container.textContent ?? '';
    expect(text.match(/space\.m/g)).toHaveLength(Object.keys(themes).length);
    expect(text).toContain('breakpoints.desktop1300px');
    expect(text).toContain('60px / 80px');
    expect(text).toContain('1920px / 1000px');
  });

  it('has no axe violations', { timeout: 30_000 }, async () => {
    const { container } = render(<TokenGallery />);
    const result = await axe.run(container.querySelector('[data-theme="com"]')!);
    expect(result.violations).toEqual([]);
  });
});

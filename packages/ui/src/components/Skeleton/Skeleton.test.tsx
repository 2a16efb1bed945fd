import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('<Skeleton />', () => {
  it('is hidden from screen readers', () => {
    const { container } = render(<Skeleton width={120} height={40} />);
    const node = container.firstElementChild as HTMLElement;
    expect(node).toHaveAttribute('aria-hidden', 'true');
    expect(node.style.width).toBe('120px');
    expect(node.style.height).toBe('40px');
  });

  it('draws the asked number of text lines, the last one shorter', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = container.firstElementChild!.children;
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
    expect((lines[0] as HTMLElement).style.width).toBe('100%');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="text" lines={2} />
      </div>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

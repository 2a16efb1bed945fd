import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerVisibility, useScrollPosition } from './useScrollPosition';

describe('header scroll rules', () => {
  it('has no shadow and shows everything at the very top', () => {
    expect(headerVisibility(0, 0, 120)).toEqual({ scrolled: false, hidden: false, atTop: true });
  });

  it('shows a shadow once scrolled but stays visible above the main area padding', () => {
    expect(headerVisibility(10, 80, 120)).toEqual({ scrolled: true, hidden: false, atTop: false });
  });

  it('hides by sliding up when scrolling down past the main area padding', () => {
    expect(headerVisibility(150, 300, 120).hidden).toBe(true);
  });

  it('comes back when scrolling up', () => {
    expect(headerVisibility(300, 250, 120).hidden).toBe(false);
  });

  it('counts the page as at the top within the site-top threshold', () => {
    expect(headerVisibility(0, 30, 120, 50).atTop).toBe(true);
    expect(headerVisibility(0, 60, 120, 50).atTop).toBe(false);
  });

  it('follows the window scroll', async () => {
    const { result } = renderHook(() => useScrollPosition(100));
    expect(result.current.scrolled).toBe(false);
    await act(async () => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => window.requestAnimationFrame(() => resolve(null)));
    });
    expect(result.current).toEqual({ scrolled: true, hidden: true, atTop: false });
  });
});

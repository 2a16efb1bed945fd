import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timing } from '../../themes/constants';
import { LoadingBar, type LoadingBarProps } from './LoadingBar';
import { loadingBarHideDelayMs, stageBoost } from './useLoadingProgress';

const bar = () => screen.getByRole('progressbar', { hidden: true });
const percent = () => Number(bar().getAttribute('aria-valuenow'));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setup(props: LoadingBarProps) {
  const view = render(<LoadingBar {...props} />);
  return { rerender: (next: LoadingBarProps) => view.rerender(<LoadingBar {...next} />) };
}

describe('<LoadingBar />', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec timings: 200 ms throttle and 5000 ms duration', () => {
    expect(timing.loadingBarThrottleMs).toBe(200);
    expect(timing.loadingBarDurationMs).toBe(5000);
  });

  it('appears only after the 200 ms throttle', () => {
    setup({ loading: true });
    advance(199);
    expect(bar()).toHaveAttribute('data-visible', 'false');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    advance(1);
    expect(bar()).toHaveAttribute('data-visible', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('never shows for a load that ends within the throttle', () => {
    const { rerender } = setup({ loading: true });
    advance(150);
    rerender({ loading: false });
    advance(1000);
    expect(bar()).toHaveAttribute('data-visible', 'false');
    expect(percent()).toBe(0);
  });

  it('creeps across over the 5000 ms duration and does not reach 100 while loading', () => {
    setup({ loading: true });
    advance(200);
    advance(2500);
    expect(percent()).toBe(50);
    advance(10_000);
    expect(percent()).toBe(99);
  });

  it('moves on by 30, then by 45, as page data arrives', () => {
    const { rerender } = setup({ loading: true, stage: 0 });
    advance(200);
    expect(percent()).toBe(0);
    rerender({ loading: true, stage: 1 });
    expect(percent()).toBe(30);
    rerender({ loading: true, stage: 2 });
    expect(percent()).toBe(75);
  });

  it('adds 30 for the first part of page data and 45 for each later one (spec increments)', () => {
    expect([0, 1, 2, 3].map(stageBoost)).toEqual([0, 30, 75, 120]);
  });

  it('counts data that arrived before the bar appeared, but never claims 100 while loading', () => {
    setup({ loading: true, stage: 3 });
    advance(200);
    expect(percent()).toBe(99);
  });

  it('fills up when loading ends, then fades away', () => {
    const { rerender } = setup({ loading: true });
    advance(1000);
    rerender({ loading: false });
    expect(percent()).toBe(100);
    expect(bar()).toHaveAttribute('data-visible', 'true');
    advance(loadingBarHideDelayMs);
    expect(bar()).toHaveAttribute('data-visible', 'false');
  });

  it('turns red (failed state) and full on failure, until the failure is cleared', () => {
    const { rerender } = setup({ loading: true });
    advance(400);
    rerender({ loading: false, failed: true });
    expect(bar()).toHaveAttribute('data-state', 'failed');
    expect(percent()).toBe(100);
    advance(10_000);
    expect(bar()).toHaveAttribute('data-visible', 'true');
    rerender({ loading: false, failed: false });
    advance(loadingBarHideDelayMs);
    expect(bar()).toHaveAttribute('data-visible', 'false');
  });

  it('has no axe violations while visible', async () => {
    vi.useRealTimers();
    const { container } = render(<LoadingBar loading failed />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

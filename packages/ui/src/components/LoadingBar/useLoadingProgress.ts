import { useEffect, useState } from 'react';
import { timing } from '../../themes/constants';

/** Page data arriving moves the bar on: the first step by 30, every later one by 45. */
export const loadingBarIncrements = [30, 45] as const;

/** The bar never claims to be done while loading is still going on. */
const maxWhileLoading = 99;
const tickMs = 100;
/** How long a finished bar stays full before it fades away. */
export const loadingBarHideDelayMs = 500;

export interface LoadingProgressOptions {
  loading: boolean;
  failed: boolean;
  stage: number;
  throttleMs: number;
  durationMs: number;
}

export interface LoadingProgress {
  visible: boolean;
  /** 0 to 100. */
  percent: number;
}

/** How far the arrived page data moves the bar: 30 for the first part, 45 for each later one. */
export function stageBoost(stage: number): number {
  let boost = 0;
  for (let reached = 1; reached <= stage; reached += 1) {
    boost += loadingBarIncrements[Math.min(reached, loadingBarIncrements.length) - 1] ?? 0;
  }
  return boost;
}

interface Timeline {
  visible: boolean;
  /** The part of the bar that time alone has filled. */
  creep: number;
  /** Loading ended or failed: the bar is drawn full. */
  full: boolean;
}

const hidden: Timeline = { visible: false, creep: 0, full: false };

/**
 * The bar's timeline: it appears only when loading lasts longer than the throttle, then creeps
 * from 0 to full over the duration, is moved on by the increments as page data arrives, fills up
 * when loading ends and fades away. A failure fills it at once (the bar turns red).
 */
export function useLoadingProgress({
  loading,
  failed,
  stage,
  throttleMs,
  durationMs,
}: LoadingProgressOptions): LoadingProgress {
  const [timeline, setTimeline] = useState<Timeline>(hidden);
  const { visible, creep, full } = timeline;

  useEffect(() => {
    if (failed) {
      setTimeline((current) => ({ ...current, visible: true, full: true }));
      return undefined;
    }
    if (loading) {
      setTimeline((current) => (current.visible ? { ...current, full: false } : hidden));
      const timer = setTimeout(
        () => setTimeline((current) => ({ ...current, visible: true })),
        throttleMs,
      );
      return () => clearTimeout(timer);
    }
    setTimeline((current) => (current.visible ? { ...current, full: true } : hidden));
    const timer = setTimeout(() => setTimeline(hidden), loadingBarHideDelayMs);
    return () => clearTimeout(timer);
  }, [loading, failed, throttleMs]);

  useEffect(() => {
    if (!visible || !loading || failed) return undefined;
    const step = (100 * tickMs) / durationMs;
    const interval = setInterval(
      () => setTimeline((current) => ({ ...current, creep: Math.min(100, current.creep + step) })),
      tickMs,
    );
    return () => clearInterval(interval);
  }, [visible, loading, failed, durationMs]);

  const percent = full ? 100 : Math.min(maxWhileLoading, creep + (loading ? stageBoost(stage) : 0));
  return { visible, percent };
}

export const loadingBarDefaults = {
  throttleMs: timing.loadingBarThrottleMs,
  durationMs: timing.loadingBarDurationMs,
} as const;

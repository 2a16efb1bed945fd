import { useEffect, useRef, useState } from 'react';
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

const clampLoading = (percent: number) => Math.min(maxWhileLoading, percent);

/**
 * The bar's timeline: it appears only when loading lasts longer than the throttle, then creeps
 * from 0 to full over the duration, jumps by the increments as page data arrives, fills up when
 * loading ends and fades away. A failure fills it at once (the bar turns red).
 */
export function useLoadingProgress({
  loading,
  failed,
  stage,
  throttleMs,
  durationMs,
}: LoadingProgressOptions) {
  const [state, setState] = useState<LoadingProgress>({ visible: false, percent: 0 });
  const visible = state.visible;

  useEffect(() => {
    if (failed) {
      setState({ visible: true, percent: 100 });
      return undefined;
    }
    if (loading) {
      setState((current) => (current.visible ? current : { visible: false, percent: 0 }));
      const timer = setTimeout(
        () => setState((current) => ({ ...current, visible: true })),
        throttleMs,
      );
      return () => clearTimeout(timer);
    }
    setState((current) =>
      current.visible ? { visible: true, percent: 100 } : { visible: false, percent: 0 },
    );
    const timer = setTimeout(() => setState({ visible: false, percent: 0 }), loadingBarHideDelayMs);
    return () => clearTimeout(timer);
  }, [loading, failed, throttleMs]);

  useEffect(() => {
    if (!visible || !loading || failed) return undefined;
    const step = (100 * tickMs) / durationMs;
    const interval = setInterval(
      () => setState((current) => ({ ...current, percent: clampLoading(current.percent + step) })),
      tickMs,
    );
    return () => clearInterval(interval);
  }, [visible, loading, failed, durationMs]);

  const previousStage = useRef(stage);
  useEffect(() => {
    const from = previousStage.current;
    previousStage.current = stage;
    if (!loading || failed || stage <= from) return;
    let boost = 0;
    for (let reached = from + 1; reached <= stage; reached += 1) {
      boost += loadingBarIncrements[Math.min(reached, loadingBarIncrements.length) - 1] ?? 0;
    }
    setState((current) => ({ ...current, percent: clampLoading(current.percent + boost) }));
  }, [stage, loading, failed]);

  return state;
}

export const loadingBarDefaults = {
  throttleMs: timing.loadingBarThrottleMs,
  durationMs: timing.loadingBarDurationMs,
} as const;

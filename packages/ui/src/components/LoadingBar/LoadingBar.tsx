import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import { loadingBarDefaults, useLoadingProgress } from './useLoadingProgress';
import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** The app's global loading flag: on when the route or a param changes, off when the data is in. */
  loading: boolean;
  /** Loading failed: the bar fills and turns red until this is cleared. */
  failed?: boolean;
  /** How many parts of the page data have arrived; each new one moves the bar on (30, then 45). */
  stage?: number;
  /** Not shown if loading ends sooner than this (200 ms). */
  throttleMs?: number;
  /** Time the bar takes to creep across when nothing else moves it (5000 ms). */
  durationMs?: number;
  /** The bar's name; the LabelsProvider's `loadingPage` by default. */
  label?: string;
}

/** The thin bar at the top of the page that shows a page is on its way. */
export function LoadingBar({
  loading,
  failed = false,
  stage = 0,
  throttleMs = loadingBarDefaults.throttleMs,
  durationMs = loadingBarDefaults.durationMs,
  label,
}: LoadingBarProps) {
  const labels = useUiLabels();
  const { visible, percent } = useLoadingProgress({
    loading,
    failed,
    stage,
    throttleMs,
    durationMs,
  });
  const state = failed ? 'failed' : loading ? 'loading' : 'done';
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label ?? labels.loadingPage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-hidden={!visible}
      data-state={state}
      data-visible={visible}
    >
      <div
        className={styles.fill}
        style={assignInlineVars({ [styles.progress]: String(percent / 100) })}
      />
    </div>
  );
}

export { LoadingBar } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
export { loadingBarHideDelayMs, loadingBarIncrements, stageBoost } from './useLoadingProgress';

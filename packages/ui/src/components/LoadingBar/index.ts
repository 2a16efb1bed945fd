export { LoadingBar } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
export { loadingBarHideDelayMs, loadingBarIncrements } from './useLoadingProgress';

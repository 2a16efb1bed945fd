export { DefaultLayout } from './DefaultLayout';
export type { DefaultLayoutProps } from './DefaultLayout';
export { UndistractedLayout } from './UndistractedLayout';
export type { UndistractedLayoutProps } from './UndistractedLayout';
export { PlanningToolLayout } from './PlanningToolLayout';
export { LoadingOverlay } from './LoadingOverlay';
export { missingBrowserFeatures, requiredBrowserFeatures } from './browserFeatures';
export { buildShellSettings } from './shellSettings';
export type { ShellInput } from './shellSettings';

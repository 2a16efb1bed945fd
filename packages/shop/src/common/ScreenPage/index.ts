export { ScreenPage } from './ScreenPage';
export type { ScreenPageProps } from './ScreenPage';

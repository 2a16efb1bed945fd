export { ErrorPage, ErrorPageBoundary } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';

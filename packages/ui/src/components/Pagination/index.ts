export { Pagination, showingText } from './Pagination';
export type { PaginationProps } from './Pagination';

export { AddedToCartPanel, AddedToCartSummary } from './AddedToCartPanel';
export type { AddedToCartSummaryProps } from './AddedToCartPanel';

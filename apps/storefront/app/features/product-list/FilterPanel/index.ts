export { FilterPanel, filterPanelName } from './FilterPanel';
export type { FilterPanelProps } from './FilterPanel';

export { FilterPanel } from './FilterPanel';
export { filterPanelName } from './filterPanelContract';
export type { FilterPanelProps } from './filterPanelContract';

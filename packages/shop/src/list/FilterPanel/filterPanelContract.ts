import type { ListFilters } from '../listFilters';
import type { ListQuery } from '../listQuery';

/** The filters' side panel in the page's one side panel state (only one panel is ever open). */
export const filterPanelName = 'filters';

export interface FilterPanelProps {
  filters: ListFilters;
  query: ListQuery;
  total: number;
  onChange: (query: ListQuery) => void;
}

import { Button, NotificationBadge, SidePanel, useSidePanel } from '@hemma/ui';
import { useTranslation } from '../../../i18n/translation';
import { ProductFilters, type ListFilters } from '../ProductFilters';
import { activeFilterCount, type ListQuery } from '../listQuery';
import * as styles from './FilterPanel.css';

/** The filters' side panel in the page's one side panel state (only one panel is ever open). */
export const filterPanelName = 'filters';

export interface FilterPanelProps {
  filters: ListFilters;
  query: ListQuery;
  total: number;
  onChange: (query: ListQuery) => void;
}

/**
 * Below the laptop breakpoint the filter tree would push every product below the fold: a
 * 'Filter' button with the active-filter count opens the same filters in a side panel instead.
 * Each choice applies at once (the list behind updates); the footer button closes the panel.
 * From laptops up the button is hidden and the page shows the filters as a sidebar.
 */
export function FilterPanel({ filters, query, total, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const { close } = useSidePanel();
  const count = activeFilterCount(query);
  return (
    <div className={styles.opener}>
      <SidePanel.Root name={filterPanelName}>
        <SidePanel.Trigger asChild>
          <Button variant="secondary">
            {t('list.openFilters')}
            <NotificationBadge
              count={count}
              label={(active) => t('list.activeFilterCount', { count: active })}
            />
          </Button>
        </SidePanel.Trigger>
        <SidePanel.Content
          side="left"
          title={t('list.filters')}
          closeLabel={t('list.closeFilters')}
          footer={
            <Button fullWidth onClick={close}>
              {t('list.showResults', { count: total })}
            </Button>
          }
        >
          <ProductFilters filters={filters} query={query} onChange={onChange} />
        </SidePanel.Content>
      </SidePanel.Root>
    </div>
  );
}

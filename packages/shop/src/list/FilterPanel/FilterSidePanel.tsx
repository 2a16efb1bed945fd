import { Button, SidePanel, useSidePanel } from '@hemma/ui';
import type { ReactNode } from 'react';
import { useShopLabels } from '../../labels';
import { ProductFilters } from '../ProductFilters/ProductFilters';
import { filterPanelName, type FilterPanelProps } from './filterPanelContract';

export interface FilterSidePanelProps extends FilterPanelProps {
  /** The trigger's content, the same as the button the first paint drew. */
  label: ReactNode;
}

/**
 * The filters' side panel with its trigger. Its own chunk (Radix Dialog, focus scope and scroll
 * lock), loaded when a visitor reaches for the Filter button; it opens with the page's side panel
 * state, which the first click set.
 */
export default function FilterSidePanel({
  label,
  filters,
  query,
  total,
  onChange,
}: FilterSidePanelProps) {
  const { t } = useShopLabels();
  const { close } = useSidePanel();
  return (
    <SidePanel.Root name={filterPanelName}>
      <SidePanel.Trigger asChild>
        <Button variant="secondary">{label}</Button>
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
  );
}

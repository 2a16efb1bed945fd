import { Button, NotificationBadge, useSidePanel } from '@hemma/ui';
import { DeferredOverlay, deferredOverlay } from '../../common/DeferredOverlay';
import { useShopLabels } from '../../labels';
import { activeFilterCount } from '../listQuery';
import { filterPanelName, type FilterPanelProps } from './filterPanelContract';
import * as styles from './FilterPanel.css';

const { Overlay: FilterSidePanel, preload: preloadFilterSidePanel } = deferredOverlay(
  () => import('./FilterSidePanel'),
);

/**
 * Below the laptop breakpoint the filter tree would push every product below the fold: a
 * 'Filter' button with the active-filter count opens the same filters in a side panel instead.
 * Each choice applies at once (the list behind updates); the footer button closes the panel.
 * From laptops up the button is hidden and the page shows the filters as a sidebar. The panel's
 * code loads when the pointer or focus reaches the button.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { t } = useShopLabels();
  const { open } = useSidePanel();
  const count = activeFilterCount(props.query);
  const label = (
    <>
      {t('list.openFilters')}
      <NotificationBadge
        count={count}
        label={(active) => t('list.activeFilterCount', { count: active })}
      />
    </>
  );
  return (
    <div className={styles.opener}>
      <DeferredOverlay
        preload={preloadFilterSidePanel}
        onRequest={() => open(filterPanelName)}
        trigger={(triggerProps) => (
          <Button variant="secondary" {...triggerProps}>
            {label}
          </Button>
        )}
      >
        <FilterSidePanel label={label} {...props} />
      </DeferredOverlay>
    </div>
  );
}

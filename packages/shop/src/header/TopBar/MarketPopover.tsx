import { Popover } from '@hemma/ui';
import type { ReactNode } from 'react';
import { useShopLabels } from '../../labels';
import type { MarketLink } from '../../shell';
import { MarketList } from '../MarketList';
import * as styles from './TopBar.css';

export interface MarketPopoverProps {
  markets: readonly MarketLink[];
  currentMarketAlias: string;
  locale: string;
  /** The trigger's content, the same as the button the server drew. */
  label: ReactNode;
  /** Opens at once: the visitor clicked the server-drawn button before this module had loaded. */
  defaultOpen?: boolean;
}

/**
 * The market switcher's popover. It is its own chunk (Radix Popover and Floating UI are ~15 KB
 * gzipped), loaded only when a visitor reaches for the switcher, so it stays off the first load.
 */
export default function MarketPopover({
  markets,
  currentMarketAlias,
  locale,
  label,
  defaultOpen,
}: MarketPopoverProps) {
  const { t } = useShopLabels();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={styles.marketTrigger}>{label}</Popover.Trigger>
      <Popover.Content className={styles.marketPanel} align="end" aria-label={t('topBar.market')}>
        <MarketList
          markets={markets}
          currentMarketAlias={currentMarketAlias}
          locale={locale}
          size="compact"
          headingLevel={2}
        />
      </Popover.Content>
    </Popover.Root>
  );
}

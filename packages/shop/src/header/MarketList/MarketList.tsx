import { Flag } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import type { MarketLink } from '../../shell';
import { groupMarkets } from './marketGroups';
import * as styles from './MarketList.css';

export interface MarketListProps {
  markets: readonly MarketLink[];
  currentMarketAlias: string;
  /** The page's language: flags read their country's name in it. */
  locale: string;
  /** `compact` in the top bar's popover, `comfortable` (touch-sized rows) in the phone menu panel. */
  size: 'compact' | 'comfortable';
  /** Group headings continue the outline of the place the list sits in (h2 in the popover, h3 under the menu's sections). */
  headingLevel: 2 | 3;
  /** Called when a market is chosen (the phone menu panel closes). */
  onNavigate?: () => void;
}

/**
 * The markets grouped as the spec orders them (Scandinavia, Europe, Markets), each group a region
 * labelled by its heading, each market a link to the same page in it with its flag, name and
 * currency; the current market marked `aria-current`. The top bar's market popover and the phone
 * menu's shop settings show this one list.
 */
export function MarketList({
  markets,
  currentMarketAlias,
  locale,
  size,
  headingLevel,
  onNavigate,
}: MarketListProps) {
  const { t } = useShopLabels();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.groups({ size })}>
      {groupMarkets(markets).map((group) => {
        // Both lists can be in the page at once (top bar and menu panel): ids per size stay unique.
        const headingId = `market-group-${size}-${group.key}`;
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <Heading id={headingId} className={styles.groupTitle({ size })}>
              {t(`topBar.marketGroups.${group.key}`)}
            </Heading>
            <ul className={styles.list}>
              {group.markets.map((market) => (
                <li key={market.alias}>
                  <a
                    className={styles.link({ size })}
                    href={market.href}
                    aria-current={market.alias === currentMarketAlias ? 'true' : undefined}
                    onClick={onNavigate}
                  >
                    <Flag code={market.countryCode} height={14} decorative locale={locale} />
                    {market.name}
                    <span className={styles.currency}>{market.currency}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

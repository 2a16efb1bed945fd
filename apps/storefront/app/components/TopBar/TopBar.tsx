import type { MenuItemFragment } from '@hemma/data';
import { CheckIcon, ChevronDownIcon, Flag, Popover } from '@hemma/ui';
import { useTranslation } from 'react-i18next';
import { MenuLink, visibleItems, type CustomerTypeChoice, type LanguageLink, type MarketLink } from '../Shell';
import * as styles from './TopBar.css';

/** Spec section 2: the market switcher groups its markets in this order. */
export const marketGroupOrder = ['scandinavia', 'europe', 'markets'] as const;
export type MarketGroupKey = (typeof marketGroupOrder)[number];

/** Groups markets by group key (case-insensitive), in the spec's order; unknown groups go last. */
export function groupMarkets(markets: readonly MarketLink[]): { key: MarketGroupKey; markets: MarketLink[] }[] {
  return marketGroupOrder
    .map((key, index) => ({
      key,
      markets: markets.filter((market) => {
        const group = market.groupKey.toLowerCase();
        const known = (marketGroupOrder as readonly string[]).includes(group);
        return known ? group === key : index === marketGroupOrder.length - 1;
      }),
    }))
    .filter((group) => group.markets.length > 0);
}

export interface TopBarProps {
  menuItems: readonly (MenuItemFragment | null)[];
  languages: readonly LanguageLink[];
  markets: readonly MarketLink[];
  currentMarketAlias: string;
  customerType: CustomerTypeChoice;
  onCustomerTypeChange: (type: CustomerTypeChoice) => void;
  /** Scrolled away from the top: the bar shrinks to a thin strip. */
  scrolled: boolean;
  /** The locale flag names are written in. */
  locale: string;
}

const sellingPointKeys = ['freeShipping', 'fastDelivery', 'warranty', 'returns'] as const;

/** The strip above the header: selling points, top-bar menu, language, market and customer type. */
export function TopBar({
  menuItems,
  languages,
  markets,
  currentMarketAlias,
  customerType,
  onCustomerTypeChange,
  scrolled,
  locale,
}: TopBarProps) {
  const { t } = useTranslation();
  const current = markets.find((market) => market.alias === currentMarketAlias);
  const otherLanguages = languages.filter((language) => !language.current);

  return (
    <div className={styles.root} data-scrolled={scrolled || undefined} aria-label={t('topBar.label')} role="region">
      <div className={styles.inner} hidden={scrolled || undefined}>
        <ul className={styles.sellingPoints}>
          {sellingPointKeys.map((key) => (
            <li key={key} className={styles.sellingPoint}>
              <CheckIcon size="s" />
              {t(`sellingPoints.${key}`)}
            </li>
          ))}
        </ul>
        <div className={styles.tools}>
          <nav aria-label={t('topBar.label')} className={styles.menu}>
            <ul className={styles.menuList}>
              {visibleItems(menuItems).map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className={styles.link} />
                </li>
              ))}
            </ul>
          </nav>
          {otherLanguages.length > 0 ? (
            <ul className={styles.menuList} aria-label={t('topBar.language')}>
              {otherLanguages.map((language) => (
                <li key={language.locale}>
                  <a className={styles.link} href={language.href} hrefLang={language.locale} lang={language.locale}>
                    {language.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {markets.length > 0 ? (
            <Popover.Root>
              <Popover.Trigger className={styles.marketTrigger}>
                {current ? <Flag code={current.countryCode} height={12} decorative /> : null}
                <span>
                  <span className={styles.muted}>{t('topBar.market')}: </span>
                  {current ? `${current.name} (${current.currency})` : currentMarketAlias}
                </span>
                <ChevronDownIcon size="s" />
              </Popover.Trigger>
              <Popover.Content className={styles.marketPanel} align="end" aria-label={t('topBar.market')}>
                {groupMarkets(markets).map((group) => (
                  <section key={group.key} className={styles.marketGroup} aria-labelledby={`market-group-${group.key}`}>
                    <h2 id={`market-group-${group.key}`} className={styles.marketGroupTitle}>
                      {t(`topBar.marketGroups.${group.key}`)}
                    </h2>
                    <ul className={styles.marketList}>
                      {group.markets.map((market) => (
                        <li key={market.alias}>
                          <a
                            className={styles.marketLink}
                            href={market.href}
                            aria-current={market.alias === currentMarketAlias ? 'true' : undefined}
                          >
                            <Flag code={market.countryCode} height={14} decorative locale={locale} />
                            {market.name}
                            <span className={styles.muted}>{market.currency}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </Popover.Content>
            </Popover.Root>
          ) : null}
          <div className={styles.customerType} role="group" aria-label={t('topBar.customerType')}>
            {(['PERSON', 'ORGANIZATION'] as const).map((type) => (
              <button
                key={type}
                type="button"
                className={styles.customerTypeButton}
                aria-pressed={customerType === type}
                onClick={() => onCustomerTypeChange(type)}
              >
                {type === 'PERSON' ? t('topBar.private') : t('topBar.business')}
              </button>
            ))}
            <span className={styles.muted}>{customerType === 'PERSON' ? t('topBar.incVat') : t('topBar.exVat')}</span>
          </div>
        </div>
      </div>
    </div>
  );
}

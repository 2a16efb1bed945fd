import type { MenuItemFragment } from '@hemma/data';
import { CheckIcon, ChevronDownIcon, FlagImage } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import {
  visibleItems,
  type CustomerTypeChoice,
  type LanguageLink,
  type MarketLink,
} from '../../shell';
import { CustomerTypeToggle } from '../CustomerTypeToggle/CustomerTypeToggle';
import { DeferredOverlay, deferredOverlay } from '../../common/DeferredOverlay';
import { MenuLink } from '../MenuLink';
import * as styles from './TopBar.css';

const { Overlay: MarketPopover, preload: preloadMarketPopover } = deferredOverlay(
  () => import('./MarketPopover'),
);

export interface TopBarProps {
  menuItems: readonly (MenuItemFragment | null)[];
  languages: readonly LanguageLink[];
  markets: readonly MarketLink[];
  currentMarketAlias: string;
  /**
   * The current market's flag artwork, handed over by the server: the button draws only this flag,
   * and the map of every flag loads with the popover's list of markets.
   */
  currentMarketFlagUrl?: string | undefined;
  customerType: CustomerTypeChoice;
  onCustomerTypeChange: (type: CustomerTypeChoice) => void;
  /** The locale flag names are written in. */
  locale: string;
  /** The free-shipping threshold, written in the market's currency (e.g. '997 kr'). */
  freeShippingOver: string;
}

const sellingPointKeys = ['freeShipping', 'fastDelivery', 'warranty', 'returns'] as const;

/** The strip above the header: selling points, top-bar menu, language, market and customer type. */
export function TopBar({
  menuItems,
  languages,
  markets,
  currentMarketAlias,
  currentMarketFlagUrl,
  customerType,
  onCustomerTypeChange,
  locale,
  freeShippingOver,
}: TopBarProps) {
  const { t } = useShopLabels();
  const otherLanguages = languages.filter((language) => !language.current);

  return (
    <div className={styles.root} aria-label={t('topBar.label')} role="region">
      <div className={styles.inner}>
        <ul className={styles.sellingPoints}>
          {sellingPointKeys.map((key) => (
            <li key={key} className={styles.sellingPoint}>
              <CheckIcon size="s" />
              {key === 'freeShipping'
                ? t('sellingPoints.freeShipping', { amount: freeShippingOver })
                : t(`sellingPoints.${key}`)}
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
                  <a
                    className={styles.link}
                    href={language.href}
                    hrefLang={language.locale}
                    lang={language.locale}
                  >
                    {language.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {markets.length > 0 ? (
            <MarketSwitcher
              markets={markets}
              currentMarketAlias={currentMarketAlias}
              currentMarketFlagUrl={currentMarketFlagUrl}
              locale={locale}
            />
          ) : null}
          <CustomerTypeToggle
            customerType={customerType}
            onChange={onCustomerTypeChange}
            size="compact"
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The market switcher. The server draws a plain button; the popover's module (Radix Popover and
 * Floating UI) loads when the pointer or focus reaches the button, and a click before it has
 * loaded opens the popover as soon as it arrives.
 */
function MarketSwitcher({
  markets,
  currentMarketAlias,
  currentMarketFlagUrl,
  locale,
}: Pick<TopBarProps, 'markets' | 'currentMarketAlias' | 'currentMarketFlagUrl' | 'locale'>) {
  const { t } = useShopLabels();
  const current = markets.find((market) => market.alias === currentMarketAlias);
  const label = (
    <>
      {current ? (
        <FlagImage code={current.countryCode} src={currentMarketFlagUrl} height={12} decorative />
      ) : null}
      <span>
        <span className={styles.muted}>{t('topBar.market')}: </span>
        {current ? `${current.name} (${current.currency})` : currentMarketAlias}
      </span>
      <ChevronDownIcon size="s" />
    </>
  );
  return (
    <DeferredOverlay
      preload={preloadMarketPopover}
      trigger={(triggerProps) => (
        <button type="button" className={styles.marketTrigger} {...triggerProps}>
          {label}
        </button>
      )}
    >
      <MarketPopover
        markets={markets}
        currentMarketAlias={currentMarketAlias}
        locale={locale}
        label={label}
        defaultOpen
      />
    </DeferredOverlay>
  );
}

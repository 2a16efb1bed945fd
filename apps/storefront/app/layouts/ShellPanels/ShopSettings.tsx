import { Accordion } from '@hemma/ui';
import { useShopLabels, useShell } from '@hemma/shop';
import { CustomerTypeToggle } from '@hemma/shop';
import { MarketList } from '@hemma/shop';
import * as styles from './ShopSettings.css';

/**
 * Language, market and private/business in the phone and tablet menu panel, where the top bar is
 * not shown. Language and market are Radix accordion sections of plain links (the same targets
 * as the top bar's: the same page in the other language or market); the customer type is a
 * group of two toggle buttons. Everything is reachable by keyboard inside the panel's focus trap.
 */
export function ShopSettings({ onNavigate }: { onNavigate: () => void }) {
  const { t, language } = useShopLabels();
  const shell = useShell();
  const currentLanguage = shell.languages.find((language) => language.current);
  const currentMarket = shell.markets.find((market) => market.alias === shell.currentMarketAlias);
  return (
    <section className={styles.root} aria-label={t('topBar.label')}>
      <Accordion.Root type="multiple">
        <Accordion.Item value="language">
          <Accordion.Trigger>
            {t('topBar.language')}: {currentLanguage?.label}
          </Accordion.Trigger>
          <Accordion.Content>
            <ul className={styles.list}>
              {shell.languages.map((language) => (
                <li key={language.locale}>
                  <a
                    className={styles.link}
                    href={language.href}
                    hrefLang={language.locale}
                    lang={language.locale}
                    aria-current={language.current ? 'true' : undefined}
                  >
                    {language.label}
                  </a>
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="market">
          <Accordion.Trigger>
            {t('topBar.market')}:{' '}
            {currentMarket
              ? `${currentMarket.name} (${currentMarket.currency})`
              : shell.currentMarketAlias}
          </Accordion.Trigger>
          <Accordion.Content>
            <MarketList
              markets={shell.markets}
              currentMarketAlias={shell.currentMarketAlias}
              locale={language}
              size="comfortable"
              headingLevel={3}
              onNavigate={onNavigate}
            />
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
      <CustomerTypeToggle
        customerType={shell.customerType}
        onChange={shell.onCustomerTypeChange}
        size="comfortable"
      />
    </section>
  );
}

import { useDateFormats, useShopLabels } from '../../labels';
import * as styles from './PriceHistory.css';
import { pricePeriods, type PriceLogEntry } from './pricePeriods';

export interface PriceHistoryProps {
  log: readonly (PriceLogEntry | null)[];
  vatIncluded: boolean;
}

/** The selling prices of the previous 30 days as periods, the lowest one marked. */
export function PriceHistory({ log, vatIncluded }: PriceHistoryProps) {
  const { t } = useShopLabels();
  const dates = useDateFormats();
  const periods = pricePeriods(log, vatIncluded);
  if (periods.length === 0) return null;
  const span = (from: string, to: string) =>
    from === to
      ? dates.dayAndMonth(from)
      : t('shop.product.pricePeriod', {
          from: dates.dayAndMonth(from),
          to: dates.dayAndMonth(to),
        });
  return (
    <>
      <p className={styles.lead}>{t('shop.product.priceHistoryLead')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('shop.product.period')}
            </th>
            <th scope="col" className={styles.price}>
              {t('shop.price.selling')}
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.from}>
              <th scope="row" className={styles.cell}>
                {span(period.from, period.to)}
              </th>
              <td className={styles.price}>
                {period.lowest
                  ? t('shop.product.lowestMark', { price: period.price })
                  : period.price}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

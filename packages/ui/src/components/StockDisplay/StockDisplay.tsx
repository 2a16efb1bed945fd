import { englishUiLabels, useUiLabels, type StockLabels } from '../LabelsProvider/LabelsProvider';
import { stockStatus, type Stock, type StockStatus } from './stockStatus';
import * as styles from './StockDisplay.css';

export const defaultStockLabels: StockLabels = englishUiLabels.stock;

export interface StockDisplayProps {
  /** The stock of a product or size as the API gives it: in stock, oversellable, static and incoming. */
  stock: Stock;
  /** Words in the page's language; the LabelsProvider's `stock` words by default. */
  labels?: Partial<StockLabels>;
  /** At most this many left counts as 'few left'. */
  threshold?: number;
}

export function stockText(status: StockStatus, stock: Stock, labels: StockLabels): string {
  return status === 'fewLeft' ? labels.fewLeft(stock.totalStock) : labels[status];
}

/** A SKU's availability as a coloured dot and a short text. */
export function StockDisplay({ stock, labels, threshold }: StockDisplayProps) {
  const status = stockStatus(stock, threshold);
  const uiLabels = useUiLabels();
  const words = { ...uiLabels.stock, ...labels };
  return (
    <p className={styles.root} data-status={status}>
      <span className={styles.dot({ status })} aria-hidden="true" />
      {stockText(status, stock, words)}
    </p>
  );
}

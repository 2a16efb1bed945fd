export { PriceHistory } from './PriceHistory';
export type { PriceHistoryProps } from './PriceHistory';
export { pricePeriods } from './pricePeriods';
export type { PriceLogEntry, PricePeriod } from './pricePeriods';

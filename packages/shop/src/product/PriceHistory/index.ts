export { PriceHistory } from './PriceHistory';
export type { PriceHistoryProps } from './PriceHistory';
export { periodBoundaries, pricePeriods } from './pricePeriods';
export type { PriceLogEntry, PricePeriod } from './pricePeriods';

export { StockDisplay, defaultStockLabels, stockText } from './StockDisplay';
export type { StockDisplayProps } from './StockDisplay';
export { fewLeftThreshold, stockStatus, stockStatuses } from './stockStatus';
export type { Stock, StockStatus } from './stockStatus';

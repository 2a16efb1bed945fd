export { Price, priceSizes } from './Price';
export type { PriceFields, PriceProps, PriceSize } from './Price';

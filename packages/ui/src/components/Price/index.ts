export { Price, priceSizes } from './Price';
export type { PriceFields, PriceProps, PriceSize } from './Price';
export { displayablePrice } from './displayablePrice';
export type { ApiPrice } from './displayablePrice';

/** A SKU's stock as the commerce API sends it. */
export interface Stock {
  inStock: number;
  oversellable: number;
  totalStock: number;
  static: number;
  /** When more is expected, if known. */
  incoming?: string | null;
}

export const stockStatuses = [
  'inStock',
  'fewLeft',
  'outOfStock',
  'oversellable',
  'static',
] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** At most this many left counts as 'few left'. */
export const fewLeftThreshold = 5;

/**
 * The status a shopper sees. Nothing at all is out of stock; a static stock (kept available by
 * hand) wins over counting; with none on the shelf but orders allowed it is oversellable;
 * otherwise a small total is 'few left'.
 */
export function stockStatus(stock: Stock, threshold: number = fewLeftThreshold): StockStatus {
  if (stock.totalStock <= 0 && stock.oversellable <= 0 && stock.static <= 0) return 'outOfStock';
  if (stock.static > 0) return 'static';
  if (stock.inStock <= 0 && stock.oversellable > 0) return 'oversellable';
  if (stock.totalStock <= threshold) return 'fewLeft';
  return 'inStock';
}

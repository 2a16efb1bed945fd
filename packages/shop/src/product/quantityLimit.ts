/** A sku's stock as the product query reads it. */
export interface SkuStock {
  inStock: number;
  oversellable: number;
  totalStock: number;
  static?: number | null;
}

export interface QuantityLimit {
  /** Units the shop can sell: a static stock, or what is on the shelf plus what may be oversold. */
  available: number;
  /** The most this visitor can still add, the cart's units counted. */
  max: number;
  /** Why no more can be added: 'onlyLeft' ('Only {stock} left') or 'threshold' (already in the cart). */
  reached: 'onlyLeft' | 'threshold' | null;
}

/**
 * How many units of a sku may still go into the cart (spec section 8: 'Only {stock} left', and
 * the quantity threshold when the cart already holds some), the same rule the cart applies.
 */
export function quantityLimit(stock: SkuStock, inCart: number, chosen: number): QuantityLimit {
  const available = Math.max(0, stock.static ?? stock.totalStock);
  const max = Math.max(0, available - inCart);
  const reached = available === 0 || chosen < max ? null : inCart > 0 ? 'threshold' : 'onlyLeft';
  return { available, max, reached };
}

/** Sold out: nothing on the shelf, nothing to oversell and no static stock. */
export function isSoldOut(stock: SkuStock | null | undefined): boolean {
  if (!stock) return true;
  return stock.totalStock <= 0 && stock.oversellable <= 0 && (stock.static ?? 0) <= 0;
}

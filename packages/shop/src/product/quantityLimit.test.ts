import { describe, expect, it } from 'vitest';
import { isSoldOut, quantityLimit } from './quantityLimit';

const shelf = (
  totalStock: number,
  extra: Partial<{ oversellable: number; static: number | null }> = {},
) => ({
  inStock: totalStock - (extra.oversellable ?? 0),
  oversellable: 0,
  totalStock,
  static: null,
  ...extra,
});

describe('quantityLimit', () => {
  it('lets a visitor choose up to the stock, and says Only {stock} left once the stock is chosen', () => {
    expect(quantityLimit(shelf(3), 0, 1)).toEqual({ available: 3, max: 3, reached: null });
    expect(quantityLimit(shelf(3), 0, 3)).toEqual({ available: 3, max: 3, reached: 'onlyLeft' });
  });

  it('counts the units already in the cart: the threshold is reached when they take the rest', () => {
    expect(quantityLimit(shelf(3), 1, 1)).toEqual({ available: 3, max: 2, reached: null });
    expect(quantityLimit(shelf(3), 1, 2)).toEqual({ available: 3, max: 2, reached: 'threshold' });
    expect(quantityLimit(shelf(1), 1, 1)).toEqual({ available: 1, max: 0, reached: 'threshold' });
  });

  it('takes a static stock over the count, as the cart does', () => {
    expect(quantityLimit(shelf(10, { static: 10 }), 0, 1).available).toBe(10);
    expect(quantityLimit({ inStock: 0, oversellable: 0, totalStock: 0, static: 4 }, 0, 1).max).toBe(
      4,
    );
  });

  it('sells what may be oversold too', () => {
    expect(quantityLimit(shelf(50, { oversellable: 50 }), 0, 1).max).toBe(50);
  });

  it('has nothing to limit when nothing is left: the sku is sold out instead', () => {
    expect(quantityLimit(shelf(0), 0, 1)).toEqual({ available: 0, max: 0, reached: null });
    expect(isSoldOut(shelf(0))).toBe(true);
    expect(isSoldOut(shelf(1))).toBe(false);
    expect(isSoldOut({ inStock: 0, oversellable: 2, totalStock: 0, static: null })).toBe(false);
    expect(isSoldOut(null)).toBe(true);
  });
});

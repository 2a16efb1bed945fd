import { describe, expect, it } from 'vitest';
import { productFixture } from '../fixtures';
import { pricePeriods } from './pricePeriods';

const day = (date: string, inc: string, isLowest = false) => ({
  date,
  isLowest,
  sellingPriceIncVatFormatted: inc,
  sellingPriceExVatFormatted: `${inc} ex`,
});

describe('pricePeriods', () => {
  it('joins the days of one price into a period, oldest first', () => {
    expect(
      pricePeriods(
        [
          day('2026-09-01', '€10', true),
          day('2026-09-02', '€10', true),
          day('2026-09-03', '€12'),
          day('2026-09-04', '€10', true),
        ],
        true,
      ),
    ).toEqual([
      { from: '2026-09-01', to: '2026-09-02', price: '€10', lowest: true },
      { from: '2026-09-03', to: '2026-09-03', price: '€12', lowest: false },
      { from: '2026-09-04', to: '2026-09-04', price: '€10', lowest: true },
    ]);
  });

  it('shows the prices without VAT for a company visitor', () => {
    expect(pricePeriods([day('2026-09-01', '€10')], false)[0]?.price).toBe('€10 ex');
  });

  it('reads the recorded 30 days of a discounted product as two prices', () => {
    const log = productFixture().priceLog ?? [];
    expect(log).toHaveLength(30);
    expect(pricePeriods(log, true).length).toBeGreaterThanOrEqual(2);
  });

  it('skips days without a price', () => {
    expect(pricePeriods([null, { date: '2026-09-01', isLowest: false }], true)).toEqual([]);
  });
});

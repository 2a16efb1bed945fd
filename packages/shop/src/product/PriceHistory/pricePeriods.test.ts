import { describe, expect, it } from 'vitest';
import { productFixture } from '../fixtures';
import { periodBoundaries, pricePeriods, type PriceLogEntry } from './pricePeriods';

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

  describe('periodBoundaries', () => {
    const samePeriods = (log: readonly (PriceLogEntry | null)[]) => {
      const kept = periodBoundaries(log);
      for (const vatIncluded of [true, false])
        expect(pricePeriods(kept, vatIncluded)).toEqual(pricePeriods(log, vatIncluded));
      return kept;
    };

    it('keeps the first and last day of each period of the recorded 30 days, and nothing between', () => {
      const log = productFixture().priceLog ?? [];
      const kept = samePeriods(log);
      expect(kept.length).toBeLessThanOrEqual(2 * pricePeriods(log, true).length);
      expect(kept.length).toBeLessThan(log.length / 3);
    });

    it('gives the same periods in both VAT modes when the modes change price on different days', () => {
      const withExVat = (date: string, inc: string, ex: string, isLowest = false) => ({
        date,
        isLowest,
        sellingPriceIncVatFormatted: inc,
        sellingPriceExVatFormatted: ex,
      });
      const kept = samePeriods([
        withExVat('2026-09-01', '€10', '€8', true),
        withExVat('2026-09-02', '€10', '€8', false),
        withExVat('2026-09-03', '€10', '€7'),
        withExVat('2026-09-04', '€10', '€7'),
        withExVat('2026-09-05', '€10', '€7'),
        withExVat('2026-09-06', '€12', '€7'),
        withExVat('2026-09-07', '€12', '€7'),
      ]);
      expect(kept.map((entry) => entry.date)).toEqual([
        '2026-09-01',
        '2026-09-02',
        '2026-09-03',
        '2026-09-05',
        '2026-09-06',
        '2026-09-07',
      ]);
    });

    it('drops days without a price without joining or splitting periods', () => {
      samePeriods([
        day('2026-09-01', '€10', true),
        null,
        { date: '2026-09-03', isLowest: false },
        day('2026-09-04', '€10', true),
        day('2026-09-05', '€12'),
        null,
      ]);
      expect(periodBoundaries([null, { date: '2026-09-01', isLowest: false }])).toEqual([]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from './catalogDates';
import { lowestPriorPrice, type DatedPrice } from './priceIndication';

const today = '2026-10-01';

/** Daily prices of the `count` days before today, oldest first, from a price per day offset (-1 = yesterday). */
function history(count: number, priceOn: (offset: number) => number): DatedPrice[] {
  return Array.from({ length: count }, (_, index) => {
    const offset = index - count;
    return { date: addDays(today, offset), selling: priceOn(offset) };
  });
}

describe('lowestPriorPrice (EU price indication: the lowest price of the 30 days before the reduction)', () => {
  it('is the price before the cut, not the reduced price, when the cut was 12 days ago', () => {
    const days = history(30, (offset) => (offset >= -12 ? 1362.6 : 1514));
    expect(lowestPriorPrice(days, { date: today, selling: 1362.6 })).toBe(1514);
  });

  it('looks back over the 30 days before a cut made today', () => {
    const days = history(30, (offset) => (offset === -30 ? 90 : 100));
    expect(lowestPriorPrice(days, { date: today, selling: 80 })).toBe(90);
  });

  it('counts a price exactly 30 days before the cut, and not one 31 days before', () => {
    // The cut is 5 days ago; its window runs from 35 to 1 days before it.
    const cutOffset = -5;
    const priceOn = (lowDay: number) => (offset: number) =>
      offset >= cutOffset ? 70 : offset === lowDay ? 60 : 100;
    expect(
      lowestPriorPrice(history(40, priceOn(cutOffset - 30)), { date: today, selling: 70 }),
    ).toBe(60);
    expect(
      lowestPriorPrice(history(40, priceOn(cutOffset - 31)), { date: today, selling: 70 }),
    ).toBe(100);
  });

  it('takes the latest of several cuts: the lowest price of the 30 days before it', () => {
    // 100, cut to 90 ten days ago, cut again to 80 five days ago.
    const days = history(30, (offset) => (offset >= -5 ? 80 : offset >= -10 ? 90 : 100));
    expect(lowestPriorPrice(days, { date: today, selling: 80 })).toBe(90);
  });

  it('keeps the cut that made the reduction when the price has since risen but stays reduced', () => {
    // 100, cut to 80 ten days ago, raised to 85 five days ago: still a reduction from 100.
    const days = history(30, (offset) => (offset >= -5 ? 85 : offset >= -10 ? 80 : 100));
    expect(lowestPriorPrice(days, { date: today, selling: 85 })).toBe(100);
  });

  it('includes an earlier, ended campaign in the window before a cut', () => {
    const days = history(30, (offset) => (offset >= -28 && offset <= -24 ? 70 : 100));
    expect(lowestPriorPrice(days, { date: today, selling: 80 })).toBe(70);
  });

  it('is the lowest of the last 30 days, today included, when there is no cut', () => {
    expect(
      lowestPriorPrice(
        history(30, () => 100),
        { date: today, selling: 100 },
      ),
    ).toBe(100);
    // A price that rose 15 days ago was lower before.
    expect(
      lowestPriorPrice(
        history(30, (offset) => (offset < -15 ? 90 : 100)),
        { date: today, selling: 100 },
      ),
    ).toBe(90);
  });

  it('counts a campaign that has ended, back at the full price, as no current reduction', () => {
    const days = history(30, (offset) => (offset >= -25 && offset <= -20 ? 70 : 100));
    expect(lowestPriorPrice(days, { date: today, selling: 100 })).toBe(70);
  });

  it('leaves out days older than 30 when there is no cut', () => {
    const days = history(40, (offset) => (offset === -31 ? 50 : 100));
    expect(lowestPriorPrice(days, { date: today, selling: 100 })).toBe(100);
  });

  it('answers the price before the cut when the history has no day in the window', () => {
    const days = [{ date: addDays(today, -60), selling: 120 }];
    expect(lowestPriorPrice(days, { date: today, selling: 100 })).toBe(120);
  });
});

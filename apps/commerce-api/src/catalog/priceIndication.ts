import { addDays } from './catalogDates';

/** A day's selling price; `date` is a calendar day (YYYY-MM-DD). */
export interface DatedPrice {
  date: string;
  selling: number;
}

/** The period the price indication looks back over (EU Directive 98/6/EC, article 6a). */
export const priceIndicationDays = 30;

/**
 * The prior price to show beside a price reduction (the EU price-indication rule, article 6a of
 * Directive 98/6/EC as amended by the Omnibus Directive): the lowest price of the 30 days before
 * the reduction took effect, not of the last 30 days, which would include the reduced price itself.
 *
 * `history` holds one selling price per day, oldest first, before `today`. The current reduction
 * is the latest cut (a day priced below the day before) while today's price is still below the
 * price it was cut from; with several cuts, the latest one counts. The window is the 30 days
 * before the cut, its first day 30 days back included. Without a current reduction there is
 * nothing to compare with, and the answer is the lowest price of the 30 days up to today.
 * A cut older than the history cannot be seen: the price then counts as not reduced.
 */
export function lowestPriorPrice(history: readonly DatedPrice[], today: DatedPrice): number {
  const days = [...history, today];
  const cut = latestCut(days);
  if (cut !== undefined && today.selling < (days[cut - 1]?.selling ?? 0)) {
    const cutDate = days[cut]?.date ?? today.date;
    const windowStart = addDays(cutDate, -priceIndicationDays);
    const window = days
      .slice(0, cut)
      .filter((day) => day.date >= windowStart && day.date < cutDate);
    // With a gap in the history before the cut, the price it was cut from is the one known.
    return window.length > 0
      ? Math.min(...window.map((day) => day.selling))
      : (days[cut - 1]?.selling ?? today.selling);
  }
  const windowStart = addDays(today.date, -priceIndicationDays);
  return Math.min(...days.filter((day) => day.date >= windowStart).map((day) => day.selling));
}

/** The index of the latest day priced below the day before it, if any. */
function latestCut(days: readonly DatedPrice[]): number | undefined {
  for (let index = days.length - 1; index > 0; index -= 1) {
    if ((days[index]?.selling ?? 0) < (days[index - 1]?.selling ?? 0)) return index;
  }
  return undefined;
}

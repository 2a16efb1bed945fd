import { pickVat } from '@hemma/data';

export interface PriceLogEntry {
  date: string;
  isLowest: boolean;
  sellingPriceIncVatFormatted?: string | null;
  sellingPriceExVatFormatted?: string | null;
}

export interface PricePeriod {
  from: string;
  to: string;
  price: string;
  /** The lowest price of the 30 days (the EU price indication's reference). */
  lowest: boolean;
}

const priceIn = (entry: PriceLogEntry, vatIncluded: boolean) =>
  pickVat(vatIncluded, entry.sellingPriceIncVatFormatted, entry.sellingPriceExVatFormatted);

/** The daily price log (oldest first) as periods of one price each, in the visitor's VAT mode. */
export function pricePeriods(
  log: readonly (PriceLogEntry | null)[],
  vatIncluded: boolean,
): PricePeriod[] {
  const periods: PricePeriod[] = [];
  for (const entry of log) {
    const price = entry && priceIn(entry, vatIncluded);
    if (!entry || !price) continue;
    const last = periods[periods.length - 1];
    if (last && last.price === price) last.to = entry.date;
    else periods.push({ from: entry.date, to: entry.date, price, lowest: entry.isLowest });
  }
  return periods;
}

/**
 * The days of the log where a period starts or ends, with or without VAT: pricePeriods reads the
 * same periods from them as from the whole log (a day kept for one mode's sake lies inside a
 * period of the other). The product loader sends only these: the 30 days of a discounted product
 * were 6 KB of its page's route data.
 */
export function periodBoundaries<Entry extends PriceLogEntry>(
  log: readonly (Entry | null)[],
): Entry[] {
  const kept = new Set<number>();
  for (const vatIncluded of [true, false]) {
    let first = -1;
    let last = -1;
    let current: string | undefined;
    log.forEach((entry, index) => {
      const price = entry && priceIn(entry, vatIncluded);
      if (!price) return;
      if (price !== current) {
        if (first >= 0) kept.add(first).add(last);
        first = index;
        current = price;
      }
      last = index;
    });
    if (first >= 0) kept.add(first).add(last);
  }
  return log.filter((entry, index): entry is Entry => entry !== null && kept.has(index));
}

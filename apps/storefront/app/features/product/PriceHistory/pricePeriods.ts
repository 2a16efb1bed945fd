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

/** The daily price log (oldest first) as periods of one price each, in the visitor's VAT mode. */
export function pricePeriods(
  log: readonly (PriceLogEntry | null)[],
  vatIncluded: boolean,
): PricePeriod[] {
  const periods: PricePeriod[] = [];
  for (const entry of log) {
    const price =
      entry && (vatIncluded ? entry.sellingPriceIncVatFormatted : entry.sellingPriceExVatFormatted);
    if (!entry || !price) continue;
    const last = periods[periods.length - 1];
    if (last && last.price === price) last.to = entry.date;
    else periods.push({ from: entry.date, to: entry.date, price, lowest: entry.isLowest });
  }
  return periods;
}

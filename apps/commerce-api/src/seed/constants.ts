/** Seeded content never reads the clock: every date is relative to this day. */
export const SEED_BASE_DATE = '2026-10-01';
export const SEED = 20261001;
/** Bump when the seed changes shape: a data folder seeded by an older version is seeded anew. */
export const SEED_VERSION = '5';

export const SEK_PER_EUR = 11.2;
/** Free shipping over 89 EUR, or its SEK equal (spec section 9). */
export const FREE_SHIPPING_THRESHOLD = { EUR: 89, SEK: Math.round(89 * SEK_PER_EUR) } as const;
export const VAT_RATE = 25;

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whole days from the seed's base day to the given day (UTC). */
export function daysSinceSeedBase(today: Date = new Date()): number {
  const base = Date.parse(`${SEED_BASE_DATE}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((day - base) / 86_400_000);
}

/**
 * A seeded date as the shopper sees it: moved by as many days as have passed since the seed's base
 * day, so the price history always ends yesterday and an incoming delivery is still ahead (the seed
 * itself stays the same on every run). Takes a day (2026-09-01) or a timestamp (2026-10-20T00:00:00.000Z).
 */
export function seedDateToday(date: string, today: Date = new Date()): string {
  const shifted = addDays(date.slice(0, 10), daysSinceSeedBase(today));
  return date.length > 10 ? `${shifted}${date.slice(10)}` : shifted;
}

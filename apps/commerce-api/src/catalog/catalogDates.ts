/** The catalogue's dates never read the clock when written: every one is relative to this day. */
export const SEED_BASE_DATE = '2026-10-01';

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

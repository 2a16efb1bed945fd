/** Seeded content never reads the clock: every date is relative to this day. */
export const SEED_BASE_DATE = '2026-10-01';
export const SEED = 20261001;
/** Bump when the seed changes shape: a data folder seeded by an older version is seeded anew. */
export const SEED_VERSION = '3';

export const SEK_PER_EUR = 11.2;
/** Free shipping over 89 EUR, or its SEK equal (spec section 9). */
export const FREE_SHIPPING_THRESHOLD = { EUR: 89, SEK: Math.round(89 * SEK_PER_EUR) } as const;
export const VAT_RATE = 25;

export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

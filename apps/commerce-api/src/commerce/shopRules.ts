export const SEK_PER_EUR = 11.2;
/** Free shipping over 89 EUR, or its SEK equal (spec section 9). */
export const FREE_SHIPPING_THRESHOLD = { EUR: 89, SEK: Math.round(89 * SEK_PER_EUR) } as const;
export const VAT_RATE = 25;

/** Postal code formats per country; a code that does not fit has no shipping options. */
export const postalCodeFormats: Record<string, RegExp> = {
  SE: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  FI: /^\d{5}$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  AT: /^\d{4}$/,
};

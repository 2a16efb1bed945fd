import { languageIds, type Locale } from '../config/shop';

/**
 * An amount a text names ("Free shipping over 997 kr"), in the market's currency and written the
 * page language's way. Whole amounts go without decimals. Formatted on the server and sent in
 * the loader data, so the browser hydrates the same characters whatever its own ICU data.
 */
export function formatAmount(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(languageIds[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

import { languageIds, type Locale } from './shopConfig';

/**
 * An amount a text names ("Free shipping over 997 kr"), in the market's currency and written the
 * page language's way. Whole amounts go without decimals. Formatted on the server and sent in
 * the loader data, so the browser hydrates the same characters whatever its own ICU data.
 */
export function formatAmount(amount: number, currency: string, locale: Locale): string {
  const fractions = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}|${currency}|${fractions}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageIds[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: fractions,
      maximumFractionDigits: 2,
    });
    amountFormats.set(key, format);
  }
  return format.format(amount);
}

/** One formatter per locale, currency and number of decimals: the server formats on every page. */
const amountFormats = new Map<string, Intl.NumberFormat>();

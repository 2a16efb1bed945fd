import type { ShopContext } from './context';

const formatters = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function exVat(incVat: number, vatRate: number): number {
  return round2(incVat / (1 + vatRate / 100));
}

/** Whole amounts without decimals (4 995 kr, €889), others with two (€4.90). */
export function formatMoney(
  value: number,
  context: Pick<ShopContext, 'languageId' | 'currency'>,
): string {
  const key = `${context.languageId}|${context.currency.code}`;
  let pair = formatters.get(key);
  if (!pair) {
    const options = { style: 'currency', currency: context.currency.code } as const;
    pair = {
      whole: new Intl.NumberFormat(context.languageId, {
        ...options,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
      cents: new Intl.NumberFormat(context.languageId, {
        ...options,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    };
    formatters.set(key, pair);
  }
  return Number.isInteger(round2(value)) ? pair.whole.format(value) : pair.cents.format(value);
}

export interface PriceView {
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  regularPriceIncVat: number;
  regularPriceExVat: number;
  discountIncVat: number;
  discountExVat: number;
  discountPercentage: number;
  vat: number;
  isDiscounted: boolean;
  sellingPriceIncVatFormatted: string;
  sellingPriceExVatFormatted: string;
  regularPriceIncVatFormatted: string;
  regularPriceExVatFormatted: string;
  discountIncVatFormatted: string;
  discountExVatFormatted: string;
  vatFormatted: string;
  currency: ShopContext['currency'];
}

/** The Merchant API's price shape, from a selling and a regular price including VAT. */
export function priceView(
  sellingIncVat: number,
  regularIncVat: number,
  context: ShopContext,
): PriceView {
  const rate = context.market.vatRate;
  const selling = round2(sellingIncVat);
  const regular = round2(Math.max(regularIncVat, sellingIncVat));
  const sellingEx = exVat(selling, rate);
  const regularEx = exVat(regular, rate);
  const discount = round2(regular - selling);
  const discountEx = round2(regularEx - sellingEx);
  const vat = round2(selling - sellingEx);
  return {
    sellingPriceIncVat: selling,
    sellingPriceExVat: sellingEx,
    regularPriceIncVat: regular,
    regularPriceExVat: regularEx,
    discountIncVat: discount,
    discountExVat: discountEx,
    discountPercentage: regular > 0 ? Math.round((discount / regular) * 100) : 0,
    vat,
    isDiscounted: discount > 0,
    sellingPriceIncVatFormatted: formatMoney(selling, context),
    sellingPriceExVatFormatted: formatMoney(sellingEx, context),
    regularPriceIncVatFormatted: formatMoney(regular, context),
    regularPriceExVatFormatted: formatMoney(regularEx, context),
    discountIncVatFormatted: formatMoney(discount, context),
    discountExVatFormatted: formatMoney(discountEx, context),
    vatFormatted: formatMoney(vat, context),
    currency: context.currency,
  };
}

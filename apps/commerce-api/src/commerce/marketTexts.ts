import type { ShopContext } from './context';
import { formatMoney } from './money';
import { FREE_SHIPPING_THRESHOLD } from './shopRules';

type TextContext = Pick<ShopContext, 'languageId' | 'currency'>;

/**
 * Amounts that content texts name through a placeholder (`Free shipping over
 * {{freeShippingThreshold}}`), filled in when a text is answered: in the market's currency and the
 * language's format (`SEK 997` for English in Sweden, `89 €` for Swedish in Finland). A literal
 * amount in a text is right in one market only.
 */
export const marketAmounts: Record<string, (context: TextContext) => string> = {
  freeShippingThreshold: (context) =>
    formatMoney(FREE_SHIPPING_THRESHOLD[context.currency.code], context),
};

/** A text with each known placeholder filled for the market; an unknown `{{name}}` is left as written. */
export function withMarketAmounts(text: string, context: TextContext): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const amount = Object.hasOwn(marketAmounts, name) ? marketAmounts[name] : undefined;
    return amount ? amount(context) : placeholder;
  });
}

/** withMarketAmounts on every text of a widget's configuration (strings at any depth). */
export function withMarketAmountsDeep<T>(value: T, context: TextContext): T {
  if (typeof value === 'string') return withMarketAmounts(value, context) as T;
  if (Array.isArray(value)) return value.map((item) => withMarketAmountsDeep(item, context)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withMarketAmountsDeep(item, context)]),
    ) as T;
  return value;
}

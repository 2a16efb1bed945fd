import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies, markets } from '../seed/commerce';
import { formatMoney, priceView } from './money';

/**
 * Issue 22: a planted bug that dropped the decimals of every price passed the whole suite. These
 * properties hold for any amount in every market of the seed: the formatted text reads back as
 * the amount to the cent, in the market's own currency and the language's way of writing it.
 */

/** The seeded markets with each language they allow, as the API resolves them. */
const marketLanguages = markets.flatMap((market) =>
  market.allowedLanguageIds.map((languageId) => ({
    market,
    languageId,
    currency: currencies.find((currency) => currency.code === market.currencyCode)!,
  })),
);

/** Amounts in cents from nothing to ten million. */
const amountInCents = fc.integer({ min: 0, max: 1_000_000_000 });
const marketLanguage = fc.constantFrom(...marketLanguages);

/** Reads a formatted amount back into cents: whatever the grouping, the last separator before one or two digits is the decimal one. */
function readBack(text: string): { cents: number; rest: string } {
  const numeric = text.match(/[\d.,\s\u00a0\u202f]*\d/)?.[0] ?? '';
  const rest = text.replace(numeric, '').trim();
  const decimal = numeric.match(/[.,](\d{2})$/);
  const whole = (decimal ? numeric.slice(0, -3) : numeric).replace(/[^\d]/g, '');
  return { cents: Number(whole) * 100 + (decimal ? Number(decimal[1]) : 0), rest };
}

describe('formatMoney', () => {
  it('loses no decimals: every amount reads back to the cent, in every market and language', () => {
    fc.assert(
      fc.property(amountInCents, marketLanguage, (cents, { languageId, currency }) => {
        const text = formatMoney(cents / 100, { languageId, currency });
        expect(readBack(text).cents).toBe(cents);
        // Whole amounts have no decimals (4 995 kr, €889); others always two (€4.90).
        expect(/[.,]\d{2}(?!\d)/.test(text)).toBe(cents % 100 !== 0);
      }),
      { numRuns: 500 },
    );
  });

  it("writes the market's currency: kronor as 'kr' in Swedish (English writes 'SEK'), euros as '€'", () => {
    fc.assert(
      fc.property(amountInCents, marketLanguage, (cents, { languageId, currency, market }) => {
        const text = formatMoney(cents / 100, { languageId, currency });
        const { rest } = readBack(text);
        expect(currency.code).toBe(market.currencyCode);
        if (market.currencyCode === 'SEK')
          expect(rest).toBe(languageId.startsWith('sv') ? 'kr' : 'SEK');
        else expect(rest).toBe('€');
      }),
      { numRuns: 300 },
    );
  });

  it('writes Swedish kronor the Swedish way: no-break spaces between thousands and before kr, a decimal comma', () => {
    const sek = currencies.find((currency) => currency.code === 'SEK')!;
    expect(formatMoney(12345.5, { languageId: 'sv-SE', currency: sek })).toBe(
      '12\u00a0345,50\u00a0kr',
    );
    expect(formatMoney(2396, { languageId: 'sv-SE', currency: sek })).toBe('2\u00a0396\u00a0kr');
    const eur = currencies.find((currency) => currency.code === 'EUR')!;
    expect(formatMoney(1234.5, { languageId: 'en-US', currency: eur })).toBe('€1,234.50');
    expect(formatMoney(4.9, { languageId: 'en-US', currency: eur })).toBe('€4.90');
  });

  it('keeps the parts of a price consistent: ex VAT plus VAT is the price with VAT, to the cent', () => {
    fc.assert(
      fc.property(
        amountInCents,
        amountInCents,
        marketLanguage,
        (a, b, { market, languageId, currency }) => {
          const selling = Math.min(a, b) / 100;
          const regular = Math.max(a, b) / 100;
          const context = {
            channel: { id: market.channelId } as never,
            market,
            currency,
            languageId,
            lang: languageId.startsWith('sv') ? ('sv' as const) : ('en' as const),
          };
          const view = priceView(selling, regular, context);
          expect(Math.round(view.sellingPriceExVat * 100) + Math.round(view.vat * 100)).toBe(
            Math.round(selling * 100),
          );
          expect(readBack(view.sellingPriceIncVatFormatted).cents).toBe(Math.round(selling * 100));
          expect(readBack(view.regularPriceIncVatFormatted).cents).toBe(Math.round(regular * 100));
          expect(readBack(view.discountIncVatFormatted).cents).toBe(
            Math.round((regular - selling) * 100),
          );
          expect(view.isDiscounted).toBe(regular > selling);
        },
      ),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markets } from '../seed/commerce';
import { postalCodeFormats } from './shopRules';

/**
 * Issue 22: postal codes per country of the seed's markets. A planted rule that accepted
 * '114 512' passed every test before: each country's format is pinned here by examples that must
 * pass and near misses that must not, and by properties over random codes.
 */

const countries = markets.filter((market) => !market.virtual).map((market) => market.countryCode);

const valid: Record<string, string[]> = {
  SE: ['11451', '114 51', '621 41', '98139'],
  DK: ['1050', '8000'],
  NO: ['0150', '9008'],
  FI: ['00100', '33100'],
  DE: ['10115', '80331'],
  NL: ['1012AB', '1012 AB', '3511 ck'],
  FR: ['75001', '13008'],
  AT: ['1010', '8010'],
};

const invalid: Record<string, string[]> = {
  SE: ['114 512', '1145', '114512', '11 451', '1145 1', 'ABC DE', '114-51', ''],
  DK: ['105', '10500', 'DK-1050', '10 50'],
  NO: ['015', '01500', 'N-0150'],
  FI: ['0010', '001000', '001 00', 'FI-00100'],
  DE: ['1011', '101155', '10 115'],
  NL: ['1012', '1012A', '1012ABC', '101 2AB', 'AB1012'],
  FR: ['7500', '750011', '75 001'],
  AT: ['101', '10100', 'A-1010'],
};

describe('postal code formats of the seeded markets', () => {
  it('has a format for every country a market sells to', () => {
    expect(countries.length).toBeGreaterThan(0);
    for (const country of countries)
      expect(postalCodeFormats[country], country).toBeInstanceOf(RegExp);
    expect(Object.keys(valid).sort()).toEqual([...countries].sort());
  });

  it.each(countries)('%s accepts its own codes and refuses near misses', (country) => {
    const format = postalCodeFormats[country]!;
    for (const code of valid[country] ?? [])
      expect(format.test(code), `${country} ${code}`).toBe(true);
    for (const code of invalid[country] ?? [])
      expect(format.test(code), `${country} ${code}`).toBe(false);
  });

  it('SE takes five digits, with or without a space after the third, and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ]{0,8}$/), (code) => {
        const digits = code.replace(/ /g, '');
        const shaped = /^\d{5}$/.test(code) || /^\d{3} \d{2}$/.test(code);
        expect(postalCodeFormats.SE!.test(code)).toBe(shaped && digits.length === 5);
      }),
      { numRuns: 1000 },
    );
  });

  it('the digit-only countries take exactly their number of digits (property)', () => {
    const lengths: Record<string, number> = { DK: 4, NO: 4, AT: 4, FI: 5, DE: 5, FR: 5 };
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(lengths)),
        fc.stringMatching(/^\d{0,8}$/),
        (country, code) => {
          expect(postalCodeFormats[country]!.test(code)).toBe(code.length === lengths[country]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('NL takes four digits and two letters, with an optional space (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('', ' '),
        fc.stringMatching(/^[A-Za-z]{2}$/),
        (digits, space, letters) => {
          expect(postalCodeFormats.NL!.test(`${digits}${space}${letters}`)).toBe(true);
          expect(postalCodeFormats.NL!.test(`${digits}${space}${letters}X`)).toBe(false);
          expect(postalCodeFormats.NL!.test(`${digits.slice(1)}${space}${letters}`)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

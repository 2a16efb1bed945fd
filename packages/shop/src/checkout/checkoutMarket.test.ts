import { describe, expect, it } from 'vitest';
import {
  checkoutCartMarket,
  checkoutCountries,
  defaultCountry,
  marketForCountry,
} from './checkoutMarket';

describe('checkout market rules (spec section 4)', () => {
  it("offers the countries of the channel's markets, with the checkout-only markets and without the virtual EU market", () => {
    expect(checkoutCountries('1|se').map((country) => country.code)).toEqual(['SE']);
    const com = checkoutCountries('3|com').map((country) => country.code);
    expect(com).toEqual(expect.arrayContaining(['DK', 'NO', 'FI', 'DE', 'NL', 'FR', 'AT']));
    expect(com).not.toContain('EU');
  });

  it("maps an address's country to its market", () => {
    expect(marketForCountry('3|com', 'fi')).toBe('fi');
    expect(marketForCountry('3|com', 'SE')).toBeUndefined();
  });

  it('starts with the checkout market, else the current market; the virtual market leaves the choice to the shopper', () => {
    expect(defaultCountry('1|se', { current: 'se', checkout: undefined })).toBe('SE');
    expect(defaultCountry('3|com', { current: 'eu', checkout: undefined })).toBe('');
    expect(defaultCountry('3|com', { current: 'eu', checkout: 'fi' })).toBe('FI');
    expect(defaultCountry('3|com', { current: 'de', checkout: undefined })).toBe('DE');
  });

  it('uses the checkout market as the cart market; the chosen country decides it', () => {
    expect(checkoutCartMarket('3|com', 'NL', { current: 'eu', checkout: 'fi' })).toBe('nl');
    expect(checkoutCartMarket('3|com', '', { current: 'eu', checkout: 'fi' })).toBe('fi');
    expect(checkoutCartMarket('3|com', '', { current: 'eu', checkout: undefined })).toBe('eu');
    // A checkout market of the other channel does not apply here.
    expect(checkoutCartMarket('1|se', '', { current: 'se', checkout: 'fi' })).toBe('se');
  });
});

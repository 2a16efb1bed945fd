import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserConsentStore } from '@hemma/shop';
import {
  browserCartCookie,
  browserPlacedOrderCartCookie,
  favoritesStore,
  rememberCheckoutMarket,
} from '@hemma/data';

const day = 24 * 60 * 60;
const year = 365 * day;
let written: string[] = [];

describe('the cookies the browser writes (spec sections 3 and 9)', () => {
  beforeEach(() => {
    written = [];
    const { set } = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      written.push(value);
      set!.call(this, value);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    const names = ['cart', 'placed-order-cart', 'checkout-market', 'cookie-consent'];
    for (const name of ['hemma', ...names.map((name) => `hemma-${name}`)])
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    favoritesStore.reset();
  });

  it('the cart id lives about a year, the placed order cart a day; path /, SameSite=Lax', () => {
    browserCartCookie().set('cart 1');
    browserPlacedOrderCartCookie().set('cart-0');
    expect(written).toEqual([
      `hemma-cart=cart%201; Max-Age=${year}; Path=/; SameSite=Lax`,
      `hemma-placed-order-cart=cart-0; Max-Age=${day}; Path=/; SameSite=Lax`,
    ]);
    browserCartCookie().clear();
    expect(written.at(-1)).toBe('hemma-cart=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('the consent choice lives 365 days', () => {
    browserConsentStore().set(true);
    expect(written).toEqual([`hemma-cookie-consent=true; Max-Age=${year}; Path=/; SameSite=Lax`]);
  });

  it('the checkout market lives about a year', () => {
    rememberCheckoutMarket('de');
    expect(written).toEqual([`hemma-checkout-market=de; Max-Age=${year}; Path=/; SameSite=Lax`]);
  });

  it('the persisted state is JSON in the prefix-named cookie for about a year', () => {
    favoritesStore.toggle(12);
    const json = JSON.stringify({
      favorites: [12],
      customerType: 'PERSON',
      vatIncluded: true,
      list: { relocateAlias: null, relocatePage: null },
    });
    expect(written).toEqual([
      `hemma=${encodeURIComponent(json)}; Max-Age=${year}; Path=/; SameSite=Lax`,
    ]);
  });
});

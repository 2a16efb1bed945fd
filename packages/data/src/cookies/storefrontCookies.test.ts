import { describe, expect, it } from 'vitest';
import { requestCookieJar } from './cookieJar';
import { defaultPersistedState, toggleFavorite } from './persistedState';
import { createStorefrontCookies } from './storefrontCookies';

function onServer(cookieHeader = '', secure = true) {
  const jar = requestCookieJar(cookieHeader);
  return { jar, cookies: createStorefrontCookies({ prefix: 'hemma', jar, secure }) };
}

const day = 86_400;
const lastHeader = (jar: { setCookieHeaders: readonly string[] }) => jar.setCookieHeaders.at(-1);

describe('storefront cookies (spec sections 3 and 9)', () => {
  it.each([
    ['auth', 'hemma-auth', 'a.b.c', 7 * day],
    ['cart', 'hemma-cart', 'cart-1', 365 * day],
    ['selectedMarket', 'hemma-selected-market', 'se', 365 * day],
    ['checkoutMarket', 'hemma-checkout-market', 'fi', 365 * day],
    ['locale', 'hemma-locale', 'sv', 365 * day],
  ] as const)(
    '%s is %s (value %s), lives %i s, path /, SameSite=Lax, Secure on https',
    (key, name, value, maxAge) => {
      const { jar, cookies } = onServer();
      cookies[key].set(value);
      expect(lastHeader(jar)).toBe(
        `${name}=${value}; Max-Age=${maxAge}; Path=/; Secure; SameSite=Lax`,
      );
      expect(cookies[key].get()).toBe(value);
      expect(onServer(`${name}=${value}`).cookies[key].get()).toBe(value);
    },
  );

  it('the token cookie lives 7 days', () => {
    const { jar, cookies } = onServer();
    cookies.auth.set('t');
    expect(lastHeader(jar)).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
  });

  it('leaves Secure off on plain http', () => {
    const { jar, cookies } = onServer('', false);
    cookies.cart.set('c');
    expect(lastHeader(jar)).toBe(`hemma-cart=c; Max-Age=${365 * day}; Path=/; SameSite=Lax`);
  });

  it('the user cookie lives 604800 s with remember-me and 1800 s without', () => {
    const { jar, cookies } = onServer();
    cookies.user.set('asa@example.se', { remember: true });
    expect(lastHeader(jar)).toBe(
      'hemma-user=asa%40example.se; Max-Age=604800; Path=/; Secure; SameSite=Lax',
    );
    cookies.user.set('asa@example.se', { remember: false });
    expect(lastHeader(jar)).toContain('Max-Age=1800;');
    expect(cookies.user.get()).toBe('asa@example.se');
  });

  it('the user-maxage cookie keeps the chosen lifetime as long as the user cookie', () => {
    const { jar, cookies } = onServer();
    cookies.userMaxAge.set(3600, { remember: false });
    expect(lastHeader(jar)).toBe(
      'hemma-user-maxage=3600; Max-Age=1800; Path=/; Secure; SameSite=Lax',
    );
    expect(cookies.userMaxAge.get()).toBe(3600);
    expect(onServer('hemma-user-maxage=oops').cookies.userMaxAge.get()).toBeUndefined();
  });

  it('the user-type cookie holds PERSON or ORGANIZATION for about a year', () => {
    const { jar, cookies } = onServer();
    cookies.userType.set('ORGANIZATION');
    expect(lastHeader(jar)).toBe(
      `hemma-user-type=ORGANIZATION; Max-Age=${365 * day}; Path=/; Secure; SameSite=Lax`,
    );
    expect(onServer('hemma-user-type=ADMIN').cookies.userType.get()).toBeUndefined();
  });

  it('the consent cookie: none stored shows the banner; allow stores true, decline false; 365 days, path /', () => {
    expect(onServer().cookies.cookieConsent.get()).toBeUndefined();
    const { jar, cookies } = onServer();
    cookies.cookieConsent.set(true);
    expect(lastHeader(jar)).toBe(
      `hemma-cookie-consent=true; Max-Age=${365 * day}; Path=/; Secure; SameSite=Lax`,
    );
    expect(cookies.cookieConsent.get()).toBe(true);
    cookies.cookieConsent.set(false);
    expect(cookies.cookieConsent.get()).toBe(false);
  });

  it('the persisted-state cookie is named by the prefix alone and holds favorites, customerType, vatIncluded and the list relocation', () => {
    const { jar, cookies } = onServer();
    expect(cookies.persisted.get()).toEqual(defaultPersistedState);
    const state = {
      favorites: [12, 40],
      customerType: 'ORGANIZATION' as const,
      vatIncluded: false,
      list: { relocateAlias: 'soffor', relocatePage: 3 },
    };
    cookies.persisted.set(state);
    expect(lastHeader(jar)).toMatch(
      /^hemma=[^;]+; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(cookies.persisted.get()).toEqual(state);
    const header = lastHeader(jar)!.split(';')[0]!;
    expect(onServer(header).cookies.persisted.get()).toEqual(state);
  });

  it('a malformed persisted-state cookie falls back field by field', () => {
    const raw = encodeURIComponent(
      JSON.stringify({ favorites: [1, 'x', 2.5], customerType: 'ADMIN', vatIncluded: false }),
    );
    expect(onServer(`hemma=${raw}`).cookies.persisted.get()).toEqual({
      ...defaultPersistedState,
      favorites: [1],
      vatIncluded: false,
    });
    expect(onServer('hemma=%7Bnot json').cookies.persisted.get()).toEqual(defaultPersistedState);
  });

  it('favorites toggle: an id is added if absent and removed if present', () => {
    const once = toggleFavorite(defaultPersistedState, 7);
    expect(once.favorites).toEqual([7]);
    expect(toggleFavorite(once, 7).favorites).toEqual([]);
  });

  it('clearing expires the cookie, and logout clears token and user cookies', () => {
    const { jar, cookies } = onServer(
      'hemma-auth=t; hemma-user=u; hemma-user-maxage=60; hemma-user-type=PERSON; hemma-cart=c',
    );
    cookies.clearUser();
    expect(jar.setCookieHeaders).toEqual([
      'hemma-auth=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'hemma-user=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'hemma-user-maxage=; Max-Age=0; Path=/; Secure; SameSite=Lax',
      'hemma-user-type=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
    expect(cookies.auth.get()).toBeUndefined();
    expect(cookies.cart.get()).toBe('c');
  });
});

import type { SerializeOptions } from 'cookie';
import type { CookieJar } from './cookieJar';
import { cookieLifetimes, cookieNames } from './definitions';
import { parsePersistedState, type CustomerTypeValue, type PersistedState } from './persistedState';

export interface StorefrontCookiesOptions {
  /** The product prefix every cookie name carries. */
  prefix: string;
  jar: CookieJar;
  /** Secure cookies when the shop runs on https. */
  secure: boolean;
}

/** A cookie holding one string value. */
export interface ValueCookie<T = string> {
  readonly name: string;
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
}

/**
 * Every cookie of the storefront (spec sections 3 and 9) with its name, lifetime and flags:
 * path /, SameSite=Lax, Secure on https. Works the same over `browserCookieJar` and
 * `requestCookieJar`.
 */
export function createStorefrontCookies({ prefix, jar, secure }: StorefrontCookiesOptions) {
  const names = cookieNames(prefix);
  const flags = (maxAge: number): SerializeOptions => ({
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge,
  });

  function valueCookie<T = string>(
    name: string,
    maxAge: number,
    codec: { read: (raw: string) => T | undefined; write: (value: T) => string },
  ): ValueCookie<T> {
    return {
      name,
      get: () => {
        const raw = jar.get(name);
        return raw === undefined || raw === '' ? undefined : codec.read(raw);
      },
      set: (value) => jar.set(name, codec.write(value), flags(maxAge)),
      clear: () => jar.set(name, '', flags(0)),
    };
  }
  const text = { read: (raw: string) => raw, write: (value: string) => value };
  const bool = {
    read: (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    write: (value: boolean) => String(value),
  };
  const customerType = {
    read: (raw: string) => (raw === 'PERSON' || raw === 'ORGANIZATION' ? raw : undefined),
    write: (value: CustomerTypeValue) => value,
  };

  const userCookie = (remember: boolean) =>
    remember ? cookieLifetimes.userRemembered : cookieLifetimes.user;

  return {
    names,
    /** The auth token: 7 days. */
    auth: valueCookie(names.auth, cookieLifetimes.auth, text),
    /** The logged-in user's name; 604800 s with remember-me, otherwise 1800 s. */
    user: {
      name: names.user,
      get: () => jar.get(names.user) || undefined,
      set: (username: string, { remember }: { remember: boolean }) =>
        jar.set(names.user, username, flags(userCookie(remember))),
      clear: () => jar.set(names.user, '', flags(0)),
    },
    /** The lifetime chosen at login (seconds), so a refresh can keep it; lives as long as the user cookie. */
    userMaxAge: {
      name: names.userMaxAge,
      get: () => {
        const value = Number(jar.get(names.userMaxAge));
        return Number.isFinite(value) && value > 0 ? value : undefined;
      },
      set: (maxAge: number, { remember }: { remember: boolean }) =>
        jar.set(names.userMaxAge, String(maxAge), flags(userCookie(remember))),
      clear: () => jar.set(names.userMaxAge, '', flags(0)),
    },
    /** The logged-in customer's type, restored on authentication. */
    userType: valueCookie(names.userType, cookieLifetimes.customerType, customerType),
    cart: valueCookie(names.cart, cookieLifetimes.cart, text),
    placedOrderCart: valueCookie(names.placedOrderCart, cookieLifetimes.placedOrderCart, text),
    selectedMarket: valueCookie(names.selectedMarket, cookieLifetimes.market, text),
    checkoutMarket: valueCookie(names.checkoutMarket, cookieLifetimes.market, text),
    /** true = allowed, false = declined, undefined = not chosen (the banner shows). */
    cookieConsent: valueCookie(names.cookieConsent, cookieLifetimes.consent, bool),
    locale: valueCookie(names.locale, cookieLifetimes.locale, text),
    /** favorites, customerType, vatIncluded and the list relocation, as JSON. */
    persisted: {
      name: names.persisted,
      get: (): PersistedState => parsePersistedState(jar.get(names.persisted)),
      set: (state: PersistedState) =>
        jar.set(names.persisted, JSON.stringify(state), flags(cookieLifetimes.persisted)),
      clear: () => jar.set(names.persisted, '', flags(0)),
    },
    /** Logout clears the token and the user cookies. */
    clearUser: () => {
      for (const name of [names.auth, names.user, names.userMaxAge, names.userType])
        jar.set(name, '', flags(0));
    },
  };
}

export type StorefrontCookies = ReturnType<typeof createStorefrontCookies>;

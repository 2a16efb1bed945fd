const day = 24 * 60 * 60;

/** Cookie lifetimes in seconds, spec section 9. */
export const cookieLifetimes = {
  /** Token cookie: 7 days. */
  auth: 7 * day,
  /** User cookie: 604800 s with remember-me, 1800 s without. */
  userRemembered: 604_800,
  user: 1_800,
  /** Consent: 365 days. */
  consent: 365 * day,
  /** Locale: 365 days. */
  locale: 365 * day,
  /** Market, cart and customer type: about 365 days. */
  market: 365 * day,
  cart: 365 * day,
  customerType: 365 * day,
  /**
   * The cart an order was just placed from: one day, long enough to reload the confirmation, which
   * shows the order to this browser only with it (issue 21).
   */
  placedOrderCart: day,
  /** Persisted state: about one year. */
  persisted: 365 * day,
} as const;

/** Every cookie name of spec section 3, from the product prefix. */
export function cookieNames(prefix: string) {
  return {
    auth: `${prefix}-auth`,
    user: `${prefix}-user`,
    userMaxAge: `${prefix}-user-maxage`,
    userType: `${prefix}-user-type`,
    cart: `${prefix}-cart`,
    /** Not in the spec: the cart of the order just placed, the confirmation's proof of who placed it. */
    placedOrderCart: `${prefix}-placed-order-cart`,
    selectedMarket: `${prefix}-selected-market`,
    checkoutMarket: `${prefix}-checkout-market`,
    cookieConsent: `${prefix}-cookie-consent`,
    /** The spec names no locale cookie; it follows the same pattern. */
    locale: `${prefix}-locale`,
    /**
     * Not in the spec: the refresh token of Geins's identity service, which the shop's auth proxy
     * keeps HttpOnly on Path=/auth, out of reach of the page's scripts.
     */
    refreshToken: `${prefix}-refresh-token`,
    /** The persisted-state cookie is named by the prefix alone. */
    persisted: prefix,
  } as const;
}

export type CookieName = keyof ReturnType<typeof cookieNames>;

import { browserCookieJar, changeCheckoutMarket, createStorefrontCookies } from '@hemma/data';
import { cookiePrefix } from '../../config/shop';

function browserCookies() {
  return createStorefrontCookies({
    prefix: cookiePrefix,
    jar: browserCookieJar(),
    secure: window.location.protocol === 'https:',
  });
}

/** What the checkout reads from the browser's cookies: the cart, the checkout market and a logged-in customer's email. */
export function readCheckoutCookies(): {
  cartId: string | null;
  checkoutMarket: string | undefined;
  customerEmail: string | undefined;
} {
  const cookies = browserCookies();
  // The user cookie lives as long as the login (spec section 3): it names the logged-in customer.
  const customerEmail = cookies.auth.get() ? cookies.user.get() : undefined;
  return {
    cartId: cookies.cart.get() ?? null,
    checkoutMarket: cookies.checkoutMarket.get(),
    customerEmail,
  };
}

/** The address's country chose a market: the checkout market cookie follows (spec section 4). */
export function rememberCheckoutMarket(alias: string): void {
  changeCheckoutMarket({ cookies: browserCookies() }, alias);
}

/**
 * A placed order completed the cart: the next visit starts a new one. The placed cart's id stays a
 * day in its own cookie, as this browser's proof that it placed the order the confirmation shows.
 */
export function forgetCart(): void {
  const cookies = browserCookies();
  const placed = cookies.cart.get();
  if (placed) cookies.placedOrderCart.set(placed);
  cookies.cart.clear();
}

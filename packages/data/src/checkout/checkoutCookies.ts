import { browserCookies } from '../cookies/browserCookies';
import { changeCheckoutMarket } from '../market/market';

/**
 * What the checkout reads from the browser's cookies: the checkout market and a logged-in
 * customer's email. The cart's id is the visitor cart's to give (the app's cart store).
 */
export function readCheckoutCookies(): {
  checkoutMarket: string | undefined;
  customerEmail: string | undefined;
} {
  const cookies = browserCookies();
  // The user cookie lives as long as the login (spec section 3): it names the logged-in customer.
  const customerEmail = cookies.auth.get() ? cookies.user.get() : undefined;
  return {
    checkoutMarket: cookies.checkoutMarket.get(),
    customerEmail,
  };
}

/** The address's country chose a market: the checkout market cookie follows (spec section 4). */
export function rememberCheckoutMarket(alias: string): void {
  changeCheckoutMarket({ cookies: browserCookies() }, alias);
}

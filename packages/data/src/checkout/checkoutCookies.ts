import { changeCheckoutMarket, browserCookies } from '@hemma/data';
import { currentCartId } from '../../../../apps/storefront/app/visitorCart/cartStore';

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
    cartId: currentCartId(),
    checkoutMarket: cookies.checkoutMarket.get(),
    customerEmail,
  };
}

/** The address's country chose a market: the checkout market cookie follows (spec section 4). */
export function rememberCheckoutMarket(alias: string): void {
  changeCheckoutMarket({ cookies: browserCookies() }, alias);
}

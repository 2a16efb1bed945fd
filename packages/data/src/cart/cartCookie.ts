import { browserCookies } from '../cookies/browserCookies';

/** The cart id cookie of @hemma/data in the browser (about 365 days). */
export function browserCartCookie() {
  return browserCookies().cart;
}

/** The id of the cart this browser last placed an order with (a day; see forgetCart). */
export function browserPlacedOrderCartCookie() {
  return browserCookies().placedOrderCart;
}

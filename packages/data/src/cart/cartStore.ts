import { useSyncExternalStore } from 'react';
import { createTabBroadcast, type TabBroadcast } from '../broadcast';
import { defaultCookiePrefix } from '../shop/shopConfig';
import { browserCartCookie, browserPlacedOrderCartCookie } from './cartCookie';

/**
 * The tab's cart, and the only code that reads or writes the cart id: it lives in the cart cookie
 * (shared by every tab of the browser, about 365 days) and is read from there on every render, so
 * a cart another tab created shows at once; the sku added last (what the added-to-cart panel
 * shows) is the tab's own. Every change made here, forgetting the cart included, reaches the
 * listeners, so no component keeps showing a cart the cookie no longer names.
 */
const listeners = new Set<() => void>();
let lastAddedSkuId: number | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart id of this browser, or null; the server and the hydrating render see none, so hydration agrees. */
export function currentCartId(): string | null {
  if (typeof document === 'undefined') return null;
  return browserCartCookie().get() ?? null;
}

export function useCartId(): string | null {
  return useSyncExternalStore(subscribe, currentCartId, () => null);
}

/** The sku of the last add to cart in this tab. */
export function useLastAddedSkuId(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => lastAddedSkuId,
    () => null,
  );
}

/** A new cart: its id goes into the cart cookie and to every component of the tab. */
export function rememberCartId(id: string) {
  if (currentCartId() === id) return;
  browserCartCookie().set(id);
  notify();
}

/**
 * A placed order completed the cart: the next visit starts a new one. The placed cart's id stays a
 * day in its own cookie, as this browser's proof that it placed the order the confirmation shows.
 */
export function forgetCart() {
  const placed = currentCartId();
  if (!placed) return;
  browserPlacedOrderCartCookie().set(placed);
  browserCartCookie().clear();
  notify();
}

export function rememberAddedSku(skuId: number) {
  lastAddedSkuId = skuId;
  notify();
}

/** Another tab may have created a cart: the components read the shared cookie again. */
export function rereadCartCookie() {
  notify();
}

let broadcast: TabBroadcast | null = null;

/** The tab's one channel for cart news (spec section 4: cart changes are broadcast to other tabs). */
export function cartBroadcast(): TabBroadcast {
  broadcast ??= createTabBroadcast({ name: `${defaultCookiePrefix}-cart` });
  return broadcast;
}

/** Tells the other tabs that this cart changed; they fetch it again. */
export function announceCartChange(id: string) {
  cartBroadcast().publish('cart', id);
}

/** No cart, no placed cart, no sku added: tests and stories start each case afresh. */
export function resetCartStore() {
  browserCartCookie().clear();
  browserPlacedOrderCartCookie().clear();
  lastAddedSkuId = null;
  notify();
}

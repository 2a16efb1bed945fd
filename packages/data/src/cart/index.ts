export { browserCartCookie, browserPlacedOrderCartCookie } from './cartCookie';
export {
  cartErrorCode,
  cartErrorMessage,
  cartRefusal,
  promoRefusal,
  type CartRefusal,
} from './cartErrors';
export { addedToCartPanel, cartPanel } from './cartPanels';
export { cartQuantity } from './cartQuantity';
export {
  announceCartChange,
  cartBroadcast,
  currentCartId,
  forgetCart,
  rememberAddedSku,
  rememberCartId,
  rereadCartCookie,
  resetCartStore,
  useCartId,
  useLastAddedSkuId,
} from './cartStore';
export { refetchCartOnFocus } from './refetchCartOnFocus';
export { summarizeCart, useCart, type CartSummary } from './useCart';
export { useCartActions, type CartActions } from './useCartActions';
export { useCartSync } from './useCartSync';
export { useVisitorCart, type VisitorCart } from './useVisitorCart';

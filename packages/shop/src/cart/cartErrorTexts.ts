import { cartRefusal, promoRefusal, type CartRefusal } from '@hemma/data';
import type { Translate } from '../labels';

/** Spec section 8: 'Only {stock} left', in the page's language. */
export function onlyLeftText(t: Translate, stock: number): string {
  return t('messages.onlyLeft', { stock });
}

/** Spec section 8: the quantity threshold (already {quantity} in cart), after what is left. */
export function quantityThresholdText(t: Translate, stock: number, quantity: number): string {
  return `${onlyLeftText(t, stock)}. ${t('messages.quantityThreshold', { quantity })}`;
}

/** A refusal's words: its message in the page's language, else the API's own. */
function refusalText(refusal: CartRefusal, t: Translate): string {
  switch (refusal.message) {
    case 'messages.onlyLeft':
      return onlyLeftText(t, refusal.stock);
    case 'messages.quantityThreshold':
      return quantityThresholdText(t, refusal.stock, refusal.quantity);
    case null:
      return refusal.apiMessage;
    default:
      return t(refusal.message);
  }
}

/** Spec section 5: the promo code errors in the page's language; other failures as the API words them. */
export function promoErrorText(error: unknown, t: Translate): string {
  return refusalText(promoRefusal(error), t);
}

/**
 * A refused add or quantity change in the page's language (the API words its stock refusals in
 * English); any other failure keeps the API's message, and a failure without one says the
 * generic error.
 */
export function cartRefusalText(error: unknown, t: Translate): string {
  return refusalText(cartRefusal(error), t) || t('messages.genericError');
}

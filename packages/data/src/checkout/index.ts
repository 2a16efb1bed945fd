export { draftStorageKey, emptyDraft, parseDraft, useCheckoutDraft } from './checkoutDraft';
export type {
  CheckoutCustomerType,
  CheckoutDraft,
  DraftControls,
  DraftTextField,
} from './checkoutDraft';
export {
  apiErrorCode,
  checkoutFailure,
  isBlockedStatus,
  isFailedOrderStatus,
} from './checkoutErrors';
export type { CheckoutFailure, CheckoutMessageKey } from './checkoutErrors';
export { readCheckoutCookies, rememberCheckoutMarket } from './checkoutCookies';

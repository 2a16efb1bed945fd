export * from './CheckoutPage';
export * from './ConfirmationPage';
export * from './CustomerDetails';
export * from './DeliveryOptions';
export * from './OrderSummary';
export * from './PaymentFailedPage';
export { chosenOption, useCheckoutSession } from './useCheckoutSession';
export type {
  CheckoutSession,
  DeliveryState,
  PaymentOption,
  PlaceOrderResult,
  ShippingOption,
} from './useCheckoutSession';
export {
  addressInput,
  deliveryAddressKey,
  deliveryInput,
  placeOrderInput,
  termsOfPurchaseConsent,
} from './checkoutInput';
export {
  checkoutCartMarket,
  checkoutCountries,
  checkoutCountryOptions,
  defaultCountry,
  marketForCountry,
} from './checkoutMarket';
export type { CheckoutCountry } from './checkoutMarket';
export { checkoutMessageText } from './checkoutMessages';
export {
  asksPersonalId,
  fieldErrorText,
  hasDeliveryAddress,
  optionalFields,
  validateDraft,
  validateField,
  visibleFields,
} from './checkoutValidation';
export type { FieldErrorKey, FieldErrors } from './checkoutValidation';

// The checkout's story and test helpers, exported with the package's others from `@hemma/shop/testing`.
export {
  CheckoutTestProviders,
  channelSettings as checkoutChannelSettings,
} from './CheckoutTestProviders';
export {
  clearDraft,
  filledDraft,
  fixtureCart,
  fixtureCartId,
  fixtureOrderId,
  storeDraft,
} from './fixtures';

import type { CartFragment } from '@hemma/data';
import { fixtureChannels, fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import { draftStorageKey, emptyDraft, type CheckoutDraft } from '@hemma/data';

/** The recorded cart id of a channel (the cart the fixtures' checkout calls were made with). */
export function fixtureCartId(channel: FixtureChannelKey): string {
  const id = fixtureData('getCart', channel).getCart?.id;
  if (!id) throw new Error(`No recorded cart for ${channel}`);
  return id;
}

export function fixtureCart(channel: FixtureChannelKey): CartFragment {
  const cart = fixtureData('getCart', channel, { id: fixtureCartId(channel) }).getCart;
  if (!cart) throw new Error(`No recorded cart for ${channel}`);
  return cart;
}

/** The public id of the order the fixtures placed, as placeOrder answered it. */
export function fixtureOrderId(channel: FixtureChannelKey): string {
  const id = fixtureData('placeOrder', channel).placeOrder?.publicId;
  if (!id) throw new Error(`No recorded order for ${channel}`);
  return id;
}

/** A draft filled the way the fixtures' checkout calls were recorded (the channel's test address). */
export function filledDraft(
  channel: FixtureChannelKey,
  patch: Partial<CheckoutDraft> = {},
): CheckoutDraft {
  const { zip, city, country } = fixtureChannels[channel];
  return {
    ...emptyDraft,
    email: `storybook-${channel}@example.com`,
    firstName: 'Stina',
    lastName: 'Berg',
    addressLine1: 'Storgatan 1',
    postalCode: zip,
    city,
    country,
    ...patch,
  };
}

/** Puts a draft where the checkout looks for it, as a reload would find it. */
export function storeDraft(draft: CheckoutDraft): void {
  window.localStorage.setItem(draftStorageKey, JSON.stringify(draft));
}

export function clearDraft(): void {
  window.localStorage.removeItem(draftStorageKey);
}

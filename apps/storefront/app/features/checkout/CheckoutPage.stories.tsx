import { graphqlErrorHandler, handlers } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearDraft, filledDraft, fixtureCartId, storeDraft } from '@hemma/shop/testing';
import { storyChannel, storyPageProps, withCheckoutPage } from './stories';
import { CheckoutPage } from '@hemma/shop/checkout';

/**
 * The checkout page over MSW (the commerce API's recorded answers) in the undistracted layout;
 * the toolbar's channel chooses the shop (se: Swedish, SEK; com: English, EUR, Finnish address).
 */
const meta = {
  title: 'Storefront/Checkout/CheckoutPage',
  component: CheckoutPage,
  decorators: [withCheckoutPage],
  parameters: {
    docs: {
      description: {
        component:
          "The checkout (from @hemma/shop): the cart with its promo code, the customer's details, shipping and payment for the postal code, an order message, the terms of purchase and Place order. What is typed lives in a draft in local storage (`useCheckoutDraft`), so a reload, an error page or another tab keeps it; the commerce API is reached through `useCheckoutSession` with the checkout market.\n\n**Use** through the app's `CheckoutRoute`, which reads the cookies (cart, checkout market, logged-in email) and hands in the localized paths and callbacks.\n\n**Do** pass `onCheckoutMarketChange` and `onOrderPlaced` so the checkout market cookie follows the address and the cart is forgotten after the order. **Don't** keep payment secrets in the draft: card data is entered at the payment provider.\n\n**Accessibility** One form labelled by the customer heading; Place order moves focus to the first invalid field, or to the message of a refused order (a focusable alert); the terms checkbox takes focus when it is not ticked; loading is announced in a status.",
      },
    },
  },
  args: {
    ...storyPageProps('se'),
    cartId: fixtureCartId('se'),
    confirmPath: '/checkout/confirm',
    shopHref: '/',
  },
  render: (args, context) => {
    const channel = storyChannel(context.globals);
    return (
      <CheckoutPage
        {...args}
        {...storyPageProps(channel)}
        cartId={args.cartId === null ? null : fixtureCartId(channel)}
      />
    );
  },
  beforeEach: () => {
    clearDraft();
    return clearDraft;
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (channel: 'se' | 'com') =>
  channel === 'se'
    ? {
        shipping: 'Leveranssätt',
        place: 'Lägg order',
        allValid: 'Se till att alla fält är korrekt ifyllda innan du lägger din order',
        noShipping: 'Det finns inga leveranssätt för det här postnumret',
        empty: 'Din varukorg är tom',
      }
    : {
        shipping: 'Shipping options',
        place: 'Place order',
        allValid: 'Make sure all fields are valid before you place your order',
        noShipping: 'There are no shipping options for this postal code',
        empty: 'Your cart is empty',
      };

/** No cart: the way back to the shop. */
export const Empty: Story = {
  args: { cartId: null },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(texts(storyChannel(globals)).empty);
  },
};

/** A new checkout: the cart, an empty form, shipping and payment waiting for postal code and country. */
export const NewCheckout: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'button',
      { name: texts(storyChannel(globals)).place },
      { timeout: 10_000 },
    );
  },
};

/** A filled form (as a reload finds it): shipping and payment offered for the address. */
export const Filled: Story = {
  beforeEach: ({ globals }) => {
    storeDraft(filledDraft(storyChannel(globals), { termsAccepted: true }));
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(storyChannel(globals));
    await canvas.findByRole('group', { name: text.shipping }, { timeout: 10_000 });
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '' }).textContent ?? '').toBe(''),
    );
  },
};

/** Place order on an empty form: every field's message and the spec's summary message. */
export const WithValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = texts(storyChannel(globals));
    await userEvent.click(
      await canvas.findByRole('button', { name: text.place }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByText(text.allValid)).toBeVisible();
  },
};

/** A postal code that no shipping option serves. */
export const NoShippingOptions: Story = {
  parameters: {
    msw: {
      handlers: {
        data: [
          graphqlErrorHandler(
            'createOrUpdateCheckout',
            'There are no shipping options for the postal code',
            'NO_SHIPPING_OPTIONS',
          ),
          ...handlers,
        ],
      },
    },
  },
  beforeEach: ({ globals }) => {
    storeDraft(filledDraft(storyChannel(globals), { postalCode: '1234' }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        texts(storyChannel(globals)).noShipping,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

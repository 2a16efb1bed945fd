import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels } from '@hemma/shop';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutRoute } from '../features/checkout/CheckoutRoute';
import { ConfirmationRoute } from '../features/checkout/ConfirmationRoute';
import { PaymentFailedRoute } from '../features/checkout/PaymentFailedRoute';
import { clearDraft, filledDraft, fixtureOrderId, storeDraft } from '@hemma/shop/testing';
import {
  pageChannelOf,
  pageCookies,
  pageText,
  withPage,
  type PageStoryParameters,
} from './PageStoryFrame';

type Globals = Record<string, unknown>;
type BeforeEachContext = { globals: Globals; parameters: Record<string, unknown> };

/** The checkout route's screen: the visitor's cart (cookie) and the saved draft of the form. */
function CheckoutScreen() {
  const { t } = useShopLabels();
  return <CheckoutRoute title={t('screens.checkout.title')} />;
}

/** The confirmation route's screen: the order of the address's `orderId`, read over MSW. */
function ConfirmationScreen() {
  const { t } = useShopLabels();
  // The recorded checkout answer stands for the API's: it shows the order to the cart that placed it.
  return (
    <ConfirmationRoute
      title={t('screens.checkoutConfirm.title')}
      orderCartId="recorded-cart"
      authenticated={false}
    />
  );
}

function PaymentFailedScreen() {
  const { t } = useShopLabels();
  return <PaymentFailedRoute title={t('screens.checkoutPaymentFailed.title')} />;
}

/** The visitor's cookies, and no form draft left from an earlier story. */
function checkoutCookies(context: BeforeEachContext) {
  clearDraft();
  const clearPage = pageCookies(context);
  return () => {
    clearDraft();
    clearPage();
  };
}

/** A reload of a filled checkout: the draft is where the checkout keeps it. */
function filledCheckoutCookies(context: BeforeEachContext) {
  const clear = checkoutCookies(context);
  storeDraft(filledDraft(pageChannelOf(context.globals), { termsAccepted: true }));
  return clear;
}

const undistracted = { layout: 'undistracted' } as const satisfies PageStoryParameters;

/**
 * Checkout, confirmation and failed payment as the routes render them: the undistracted layout
 * (a plain top bar, no shop navigation), the channel's recorded cart and order over MSW.
 */
const meta = {
  title: 'Pages/Checkout',
  decorators: [withPage],
  beforeEach: checkoutCookies,
  parameters: { page: { ...undistracted, withCart: true } satisfies PageStoryParameters },
  render: () => <CheckoutScreen />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function placeOrderButton(canvasElement: HTMLElement, globals: Globals) {
  return within(canvasElement).findByRole(
    'button',
    { name: pageText(globals)('checkout.placeOrder') },
    { timeout: 10_000 },
  );
}

/** A filled form over the recorded cart: shipping and payment offered for the address, the summary beside. */
export const Filled: Story = {
  beforeEach: filledCheckoutCookies,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await placeOrderButton(canvasElement, globals);
    await canvas.findByRole('group', { name: t('checkout.shippingOptions') }, { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryByText(t('checkout.updating'))).toBeNull(), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('region', { name: t('checkout.cartHeading') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('header.mainMenu') })).toBeNull();
  },
};

/** 'Place order' on an empty form: every required field says what is wrong, and the summary message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrderButton(canvasElement, globals));
    await expect(await canvas.findByText(t('validation.orderFieldsValid'))).toBeVisible();
    await expect(canvas.getByLabelText(new RegExp(`^${t('checkout.email')}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvasElement.querySelectorAll('[aria-invalid="true"]').length,
    ).toBeGreaterThanOrEqual(5);
  },
};

/** No cart: the way back to the shop. */
export const EmptyCart: Story = {
  parameters: { page: { ...undistracted, withCart: false } satisfies PageStoryParameters },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('checkout.emptyCart'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('checkout.continueShopping') })).toBeVisible();
  },
};

/** After placing the order: thanks, the order number, its lines and the delivery address. */
export const Confirmation: Story = {
  parameters: {
    page: {
      ...undistracted,
      withCart: false,
      url: (channel) => `/checkout/confirm?orderId=${fixtureOrderId(channel)}`,
    } satisfies PageStoryParameters,
  },
  render: () => <ConfirmationScreen />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('checkout.thanks'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    // The order number is the API's order id, not the public id in the address.
    const orderNumber = new RegExp(`^${t('checkout.orderNumber', { id: '' })}\\S+$`);
    await expect(canvas.getByText(orderNumber)).toBeVisible();
    await expect(canvas.getByText(t('checkout.deliveryAddress'))).toBeVisible();
  },
};

/** The payment provider sent the shopper back: the order was not placed, the way back to the checkout. */
export const PaymentFailed: Story = {
  parameters: { page: { ...undistracted, withCart: false } satisfies PageStoryParameters },
  render: () => <PaymentFailedScreen />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.checkoutPaymentFailed.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('pages.backToCheckout') })).toBeVisible();
  },
};

import { graphqlErrorHandler, handlers } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureOrderId } from '@hemma/shop/testing';
import { storyChannel, withCheckoutPage } from './stories';
import { ConfirmationPage } from '@hemma/shop/checkout';

/** The confirmation after placing an order, from the recorded checkout query (MSW), per toolbar channel. */
const meta = {
  title: 'Storefront/Checkout/ConfirmationPage',
  component: ConfirmationPage,
  decorators: [withCheckoutPage],
  parameters: {
    docs: {
      description: {
        component:
          "The confirmation after a placed order (from @hemma/shop): thanks, the order number, the delivery address and the order summary, for the browser that placed it (its placed-order cart) or its logged-in owner; anyone else is asked to log in.\n\n**Use** through the app's `ConfirmationRoute`, which reads `?orderId=` and the placed-order cookie.\n\n**Do** give `loginHref` the account page, so a visitor who logs in sees the order. **Don't** show an order to a browser that neither placed nor owns it.\n\n**Accessibility** The title is the page's h1; loading is a status, a missing order an alert; the address is an `address` element in a section labelled by its heading.",
      },
    },
  },
  // The recorded answer stands for the API's, which shows the order to the cart that placed it.
  args: {
    title: 'Orderbekräftelse',
    orderId: fixtureOrderId('se'),
    orderCartId: 'recorded-cart',
    authenticated: true,
    locale: 'sv',
    shopHref: '/',
    loginHref: '/account',
  },
  render: (args, context) => {
    const channel = storyChannel(context.globals);
    return channel === 'se' ? (
      <ConfirmationPage {...args} />
    ) : (
      <ConfirmationPage
        {...args}
        title="Order confirmation"
        locale="en"
        orderId={args.orderId === 'unknown' ? 'unknown' : fixtureOrderId('com')}
      />
    );
  },
} satisfies Meta<typeof ConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement, globals }) => {
    const thanks =
      storyChannel(globals) === 'se' ? 'Tack för din order!' : 'Thank you for your order!';
    await expect(
      await within(canvasElement).findByText(thanks, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const OrderNotFound: Story = {
  args: { orderId: 'unknown' },
  parameters: {
    msw: {
      handlers: {
        data: [graphqlErrorHandler('checkout', 'No order unknown', 'NOT_FOUND'), ...handlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
  },
};

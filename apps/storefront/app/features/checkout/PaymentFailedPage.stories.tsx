import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyChannel, withCheckoutPage } from './stories';
import { PaymentFailedPage } from '@hemma/shop/checkout';

/** Where the payment provider sends the shopper back after a failed payment, per toolbar channel. */
const meta = {
  title: 'Storefront/Checkout/PaymentFailedPage',
  component: PaymentFailedPage,
  decorators: [withCheckoutPage],
  parameters: {
    docs: {
      description: {
        component:
          "Where the external payment provider sends the shopper back when it could not create the order (from @hemma/shop): the catalogue's message and the way back to the checkout, where the cart and the draft are still there.\n\n**Use** through the app's `PaymentFailedRoute`, which gives the localized checkout path.\n\n**Do** lead back to the checkout, not to the cart. **Don't** clear the draft here: the shopper tries again with it.\n\n**Accessibility** The title is the page's h1; the message is a critical notice; the way back is a link drawn as a button.",
      },
    },
  },
  args: { title: 'Betalningen misslyckades', checkoutHref: '/sv/kassan' },
  render: (args, context) =>
    storyChannel(context.globals) === 'se' ? (
      <PaymentFailedPage {...args} />
    ) : (
      <PaymentFailedPage title="Payment failed" checkoutHref="/checkout" />
    ),
} satisfies Meta<typeof PaymentFailedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

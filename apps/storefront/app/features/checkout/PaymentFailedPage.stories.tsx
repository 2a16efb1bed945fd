import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyChannel, withCheckoutPage } from './stories';
import { PaymentFailedPage } from '@hemma/shop';

/** Where the payment provider sends the shopper back after a failed payment, per toolbar channel. */
const meta = {
  title: 'Storefront/Checkout/PaymentFailedPage',
  component: PaymentFailedPage,
  decorators: [withCheckoutPage],
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

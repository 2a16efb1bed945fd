import { fixtureData } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell } from '../../../components/testing/storyDecorators';
import { DeliveryOptions } from './DeliveryOptions';

const recorded = fixtureData('createOrUpdateCheckout', 'com').createOrUpdateCheckout!;

/** Shipping and payment options as the API answered them for a Finnish address. */
const meta = {
  title: 'Storefront/Checkout/DeliveryOptions',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
  },
  component: DeliveryOptions,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16, display: 'grid', gap: 24 }}>
        <Story />
      </div>
    ),
    withShell,
  ],
  args: {
    addressGiven: true,
    updating: false,
    failure: null,
    shippingOptions: (recorded.shippingOptions ?? []).filter((option) => option !== null),
    paymentOptions: (recorded.paymentOptions ?? []).filter((option) => option !== null),
    shippingId: null,
    paymentId: null,
    onShippingChange: fn(),
    onPaymentChange: fn(),
  },
} satisfies Meta<typeof DeliveryOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /^Invoice/ }));
    await expect(args.onPaymentChange).toHaveBeenCalledWith(2);
  },
};

export const WaitingForAddress: Story = { args: { addressGiven: false, shippingOptions: [], paymentOptions: [] } };

export const NoShippingOptions: Story = { args: { failure: 'messages.noShippingOptions', shippingOptions: [], paymentOptions: [] } };

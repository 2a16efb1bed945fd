import { fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell, storyChannel, type StoryChannel } from '../../testing';
import { DeliveryOptions, type DeliveryOptionsProps } from './DeliveryOptions';

/** Shipping and payment options as the API answered them for the channel's test address. */
function recordedOptions(
  fixtures: FixtureChannelKey,
): Pick<DeliveryOptionsProps, 'shippingOptions' | 'paymentOptions'> {
  const recorded = fixtureData('createOrUpdateCheckout', fixtures).createOrUpdateCheckout!;
  return {
    shippingOptions: (recorded.shippingOptions ?? []).filter((option) => option !== null),
    paymentOptions: (recorded.paymentOptions ?? []).filter((option) => option !== null),
  };
}

/** Shipping and payment options as the API answered them for an address in the channel (se: Sweden, com: Finland). */
const meta = {
  title: 'Storefront/Checkout/DeliveryOptions',
  parameters: {
    channelArgs: ({ fixtures }: StoryChannel) => recordedOptions(fixtures),
    docs: {
      description: {
        component:
          "Shipping and payment for the address: the shipping options the commerce API offers for the postal code (with their fee), then the payment options. Until a postal code and a country are given it says so instead; a refused address shows the catalogue's message (for example 'no shipping options').\n\n**Use** in the checkout below the customer's details, with the options of `useCheckoutSession`.\n\n**Do** keep the shopper's choice while the address still offers it (`chosenOption`). **Don't** offer options for an address the API has not answered for.\n\n**Accessibility** Two sections labelled by their headings, each a radio group with a legend; arrow keys move between options; a pending update is announced in a status.",
      },
    },
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
    ...recordedOptions('com'),
    shippingId: null,
    paymentId: null,
    onShippingChange: fn(),
    onPaymentChange: fn(),
  },
} satisfies Meta<typeof DeliveryOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const invoice = recordedOptions(storyChannel(globals).fixtures).paymentOptions.find(
      (option) => option.id === 2,
    );
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: new RegExp(`^${invoice?.displayName}`) }),
    );
    await expect(args.onPaymentChange).toHaveBeenCalledWith(2);
  },
};

const noOptions = () => ({ shippingOptions: [], paymentOptions: [] });

export const WaitingForAddress: Story = {
  args: { addressGiven: false },
  parameters: { channelArgs: noOptions },
};

export const NoShippingOptions: Story = {
  args: { failure: 'messages.noShippingOptions' },
  parameters: { channelArgs: noOptions },
};

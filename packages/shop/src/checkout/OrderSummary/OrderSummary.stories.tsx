import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, storyChannel, type StoryChannel } from '../../testing';
import { ShopProvidersView } from '../../providers';
import { fixtureCart } from '../testing/fixtures';
import { OrderSummary } from './OrderSummary';

/** The channel's recorded cart (with the HEMMA10 promo code) as the checkout and the confirmation sum it up. */
const meta = {
  title: 'Storefront/Checkout/OrderSummary',
  parameters: {
    channelArgs: ({ fixtures, t }: StoryChannel) => ({
      cart: fixtureCart(fixtures),
      heading: t('checkout.cartHeading'),
    }),
  },
  component: OrderSummary,
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
        <div style={{ maxWidth: 480, padding: 16 }}>
          <Story />
        </div>
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: { cart: fixtureCart('com'), heading: 'Your cart' },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

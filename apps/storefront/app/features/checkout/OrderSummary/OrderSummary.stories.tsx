import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../../components/testing/storyDecorators';
import { ShopProvidersView } from '../../shop/ShopProviders';
import { fixtureCart } from '../fixtures';
import { OrderSummary } from './OrderSummary';

/** The recorded carts (with the HEMMA10 promo code) as the checkout and the confirmation sum them up. */
const meta = {
  title: 'Storefront/Checkout/OrderSummary',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
  },
  component: OrderSummary,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
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

export const English: Story = {};

export const Swedish: Story = { args: { cart: fixtureCart('se'), heading: 'Din varukorg' }, parameters: { shell: { locale: 'sv' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, storyChannel, type StoryChannel } from '../../testing';
import { ShopProvidersView } from '../../providers';
import { fixtureCart } from '../testing/fixtures';
import { OrderSummary } from './OrderSummary';

/** The channel's recorded cart (with the HEMMA10 promo code) as the checkout and the confirmation sum it up. */
const meta = {
  title: 'Storefront/Checkout/OrderSummary',
  parameters: {
    docs: {
      description: {
        component:
          "The cart as the checkout and the confirmation show it: each line with its picture, quantity and price, then subtotal, shipping, discount and total with VAT. Children (the promo code form) follow the totals.\n\n**Use** beside the checkout form and on the confirmation page, inside `ShopProvidersView` for the pictures.\n\n**Do** pass the cart the latest checkout call returned, so shipping and discount are current. **Don't** use it as an editable cart: quantities are changed in the cart panel.\n\n**Accessibility** A section labelled by its heading; lines are a list, totals a description list; pictures are decorative (`alt=\"\"`), the product's name is the line's text.",
      },
    },
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

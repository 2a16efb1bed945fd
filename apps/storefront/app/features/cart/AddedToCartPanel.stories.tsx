import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell } from '../../components/testing/storyDecorators';
import { ShopProvidersView } from '../shop/ShopProviders';
import { AddedToCartSummary } from './AddedToCartPanel';
import { cartFixture } from './fixtures';

/** What the added-to-cart panel shows after an add: the recorded cart (English channel) and its sofa. */
const meta = {
  title: 'Storefront/Shopping/AddedToCartSummary',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
  },
  component: AddedToCartSummary,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: {
    cart: cartFixture(),
    skuId: cartFixture().items?.[0]?.skuId ?? null,
    vatIncluded: true,
    checkoutHref: '/checkout',
    onContinue: fn(),
    onShowCart: fn(),
  },
} satisfies Meta<typeof AddedToCartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(cartFixture().items?.[0]?.product?.name ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the cart' }));
    await expect(args.onShowCart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const CompanyExVat: Story = { args: { vatIncluded: false } };

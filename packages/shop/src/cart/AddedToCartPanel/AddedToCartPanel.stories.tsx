import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell, storyChannel, type StoryChannel } from '@hemma/shop/testing';
import { ShopProvidersView } from '../../providers';
import { AddedToCartSummary } from './AddedToCartPanel';
import { cartFixture } from '../fixtures';

/** What the added-to-cart panel shows after an add: the channel's recorded cart and its sofa. */
const meta = {
  title: 'Storefront/Shopping/AddedToCartSummary',
  parameters: {
    docs: {
      description: {
        component: `What the added-to-cart panel shows after an add: the line just added (picture, name, size, quantity, line price), what the cart holds now, and the ways on: to checkout, to the cart, or back to shopping. \`AddedToCartPanel\` is the side panel that connects it to the visitor's cart and the last sku added.

**Use** \`AddedToCartPanel\` once per layout (the app mounts it with its shell panels; \`useAddToCart\` opens it). **Do** give \`checkoutHref\` already localized. **Don't** open it for an add the cart refused: show the refusal beside the add button instead.

**Accessibility:** the panel is a dialog titled 'Added to cart' with a labelled close button; while the cart loads it says so as a busy status.`,
      },
    },
    channelArgs: ({ fixtures }: StoryChannel) => {
      const cart = cartFixture(fixtures);
      return { cart, skuId: cart.items?.[0]?.skuId ?? null };
    },
  },
  component: AddedToCartSummary,
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
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
  play: async ({ canvasElement, args, globals }) => {
    const { fixtures, t } = storyChannel(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(cartFixture(fixtures).items?.[0]?.product?.name ?? ''),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shop.cart.showCart') }));
    await expect(args.onShowCart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('shell.continueShopping') }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const CompanyExVat: Story = { args: { vatIncluded: false } };

import { handlers, loadingHandler } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels } from '@hemma/shop';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductRoute } from '../features/product/ProductRoute';
import { productRouteProps } from './pageFixtures';
import {
  pageChannelOf,
  pageCookies,
  pageText,
  withPage,
  type PageChannel,
  type PageStoryParameters,
} from './PageStoryFrame';

function ProductScreen({ channel }: { channel: PageChannel }) {
  const { t } = useShopLabels();
  return <ProductRoute {...productRouteProps(channel, 'discounted', t('shop.product.home'))} />;
}

/** Opens the cart side panel the way a shopper does: with the header's mini cart. */
async function openCart(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const t = pageText(globals);
  const cartButton = await within(canvasElement).findByRole(
    'button',
    { name: new RegExp(`^${t('header.cart')}`) },
    { timeout: 5000 },
  );
  await userEvent.click(cartButton);
  return within(
    await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: t('header.cart') },
      { timeout: 5000 },
    ),
  );
}

/**
 * The cart side panel over a product page, opened from the mini cart; the cart is the cart
 * cookie's, read over MSW from the recorded carts (each with two sofas and the HEMMA10 code).
 */
const meta = {
  title: 'Pages/Cart panel',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: (_args, { globals }) => <ProductScreen channel={pageChannelOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's states capture the panel alone (parameters.visual.capture); Empty, the panel over the page. */
const panelOnly = { capture: '[role="dialog"]' };

/** No cart yet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const panel = await openCart(canvasElement, globals);
    await expect(panel.getByText(pageText(globals)('shop.cart.empty'))).toBeVisible();
  },
};

/** The recorded cart: a promo code's discount on its line and in the summary, and free shipping reached. */
export const WithDiscountAndFreeShipping: Story = {
  parameters: { page: { withCart: true } satisfies PageStoryParameters, visual: panelOnly },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const panel = await openCart(canvasElement, globals);
    await waitFor(() => expect(panel.getByText(t('shop.cart.freeShipping'))).toBeVisible(), {
      timeout: 5000,
    });
    await expect(panel.getAllByText(new RegExp(t('shop.cart.discount'))).length).toBeGreaterThan(0);
    await expect(panel.getByRole('link', { name: t('shop.cart.toCheckout') })).toBeVisible();
  },
};

/** The cart is still loading (getCart held open): a skeleton of a line and of the summary. */
export const Loading: Story = {
  parameters: {
    page: { withCart: true } satisfies PageStoryParameters,
    visual: panelOnly,
    msw: { handlers: { data: [loadingHandler('getCart'), ...handlers] } },
  },
  play: async ({ canvasElement, globals }) => {
    const panel = await openCart(canvasElement, globals);
    await expect(
      panel.getByRole('status', { name: pageText(globals)('shop.cart.loading') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

import { handlers, loadingHandler } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels } from '@hemma/shop';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductRoute } from '../features/product/ProductRoute';
import { pageProduct, productRouteProps, type ProductCase } from './pageFixtures';
import {
  pageChannelOf,
  pageCookies,
  pageText,
  withPage,
  type PageChannel,
  type PageStoryParameters,
} from './PageStoryFrame';

/** The product route's screen, with the add-to-cart of the app (MSW answers the cart calls). */
function ProductScreen({ channel, product }: { channel: PageChannel; product: ProductCase }) {
  const { t } = useShopLabels();
  return <ProductRoute {...productRouteProps(channel, product, t('shop.product.home'))} />;
}

/**
 * The product page as the route renders it (gallery, brand, name, price, stock, pickers, add to
 * cart, description and specification), with recorded products of the story's channel.
 */
const meta = {
  title: 'Pages/Product page',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: (_args, { globals }) => (
    <ProductScreen channel={pageChannelOf(globals)} product="discounted" />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The states below capture the part they change (parameters.visual.capture); Discounted, the whole page. */
const details = { capture: '[data-testid="product-details"]' };

/** Bo, discounted: the lowest price of the previous 30 days beside the price. */
export const Discounted: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    const product = pageProduct(pageChannelOf(globals), 'discounted');
    await expect(canvas.getByRole('heading', { level: 1, name: product.name ?? '' })).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(t('shop.product.lowestPrice', { price: '' }).trim())),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shop.product.addToCart') })).toBeEnabled();
  },
};

/** Yngve, sold out in every size: the stock says so and nothing can be added. */
export const SoldOut: Story = {
  parameters: { visual: details },
  render: (_args, { globals }) => (
    <ProductScreen channel={pageChannelOf(globals)} product="soldOut" />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    const product = pageProduct(pageChannelOf(globals), 'soldOut');
    await expect(canvas.getByRole('heading', { level: 1, name: product.name ?? '' })).toBeVisible();
    await expect(
      canvas.getAllByText(new RegExp(`${t('shop.product.soldOut')}|${t('stock.outOfStock')}`))
        .length,
    ).toBeGreaterThan(0);
  },
};

/** Berit, sold in three sizes (one sold out): the size picker. */
export const WithSizes: Story = {
  parameters: { visual: details },
  render: (_args, { globals }) => (
    <ProductScreen channel={pageChannelOf(globals)} product="sizes" />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    await expect(within(canvasElement).getAllByText(t('shop.product.size')).length).toBeGreaterThan(
      0,
    );
  },
};

/**
 * 'Add to cart' pressed while the cart answers slowly (addToCart held open): the button is busy
 * with its spinner and the added-to-cart panel has not opened yet.
 */
export const AddingToCart: Story = {
  parameters: {
    page: { withCart: true } satisfies PageStoryParameters,
    visual: {
      ...details,
      maxDiffPixels: 24,
      reason:
        'The click scrolls the button into view, so the fixed header lands at a fractional scroll offset on phones and its icons anti-alias a few pixels differently from run to run (12 seen)',
    },
    msw: { handlers: { data: [loadingHandler('addToCart'), ...handlers] } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const button = within(canvasElement).getByRole('button', { name: t('shop.product.addToCart') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/**
 * Added to the cart while the cart itself answers slowly (getCart held open): the added-to-cart
 * panel opens on a skeleton of the cart, never on '0 products' for an add that worked.
 */
export const AddedWhileTheCartLoads: Story = {
  parameters: {
    page: { withCart: true } satisfies PageStoryParameters,
    visual: { capture: '[role="dialog"]' },
    msw: { handlers: { data: [loadingHandler('getCart'), ...handlers] } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('shop.product.addToCart') }),
    );
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole(
        'dialog',
        { name: t('shell.addedToCart') },
        { timeout: 10_000 },
      ),
    );
    await expect(panel.getByRole('status', { name: t('shop.cart.loading') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(panel.queryByText(t('shop.cart.empty'))).toBeNull();
  },
};

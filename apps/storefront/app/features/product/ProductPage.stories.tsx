import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell } from '../../components/testing/storyDecorators';
import { ShopProvidersView } from '../shop/ShopProviders';
import { productFixture, sizedProductFixture } from './fixtures';
import { ProductPage } from './ProductPage';
import { productBreadcrumbs } from './ProductRoute';

/** The product page from recorded commerce API answers (English channel). */
const meta = {
  title: 'Storefront/Shopping/ProductPage',
  component: ProductPage,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: { product: productFixture(), breadcrumbs: productBreadcrumbs(productFixture(), 'Home'), onAddToCart: fn(async () => true) },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Discounted: the lowest price of the previous 30 days is shown beside it. */
export const Discounted: Story = {};

export const RegularPrice: Story = {
  args: { product: productFixture('wilma-3-seater-sofa-green'), breadcrumbs: productBreadcrumbs(productFixture('wilma-3-seater-sofa-green'), 'Home') },
};

export const SizeRequired: Story = {
  args: { product: sizedProductFixture(), breadcrumbs: productBreadcrumbs(sizedProductFixture(), 'Home') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have to pick a size first');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const Adding: Story = { args: { adding: true } };

export const AddRefused: Story = { args: { addError: 'Only 2 left' } };

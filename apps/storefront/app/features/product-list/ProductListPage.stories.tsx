import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell } from '../../components/testing/storyDecorators';
import { ShopProvidersView } from '../shop/ShopProviders';
import { furnitureListProps } from './fixtures';
import { emptyListQuery } from './listQuery';
import { ProductListPage } from './ProductListPage';

/** A category list drawn from the recorded commerce API answers (furniture, English channel). */
const meta = {
  title: 'Storefront/Shopping/ProductListPage',
  component: ProductListPage,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: { ...furnitureListProps(), onChange: fn() },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filtered: Story = {
  args: {
    query: {
      ...emptyListQuery,
      brands: [{ label: 'Nordvik', id: '1' }],
      parameters: { '1': [{ label: 'Beige', id: 'beige' }] },
      price: { lowest: 300, highest: 1200 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyListQuery, sort: null });
  },
};

export const NoProducts: Story = {
  args: { products: [], total: 0, query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products match your selection')).toHaveAttribute('role', 'status');
  },
};

export const LoadingMore: Story = { args: { loading: true } };

export const SortChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'PRICE');
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyListQuery, sort: 'PRICE', page: 1 });
  },
};

export const Swedish: Story = { parameters: { shell: { locale: 'sv' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withShell } from '../../components/testing/storyDecorators';
import { ShopProvidersView } from '../shop/ShopProviders';
import { furnitureListProps } from './fixtures';
import { emptyListQuery } from './listQuery';
import { ProductListPage } from './ProductListPage';
import { fixtureData } from '@hemma/data/mocks';
import { WidgetAreaView } from '@hemma/widgets';

/** A category list drawn from the recorded commerce API answers (furniture, English channel). */
const meta = {
  title: 'Storefront/Shopping/ProductListPage',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
  },
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
  args: {
    products: [],
    total: 0,
    query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No products match your selection'),
    ).toHaveAttribute('role', 'status');
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

/** The list's widget areas (family Productlist): the Top text above the toolbar, the Bottom banner under the list. */
export const WithWidgetAreas: Story = {
  args: {
    top: (
      <WidgetAreaView
        area={
          fixtureData('widgetArea', 'com', { family: 'Productlist', areaName: 'Top' }).widgetArea!
        }
      />
    ),
    bottom: (
      <WidgetAreaView
        area={
          fixtureData('widgetArea', 'com', { family: 'Productlist', areaName: 'Bottom' })
            .widgetArea!
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByRole('heading', { name: 'Free shipping over 89 EUR' });
    const list = canvas.getByRole('region', { name: furnitureListProps().title });
    await expect(top.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Loading the next page: the shown cards stay, four skeleton cards stand in for what comes, the list is busy. */
export const LoadingSkeletons: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: furnitureListProps().title });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** A phone: the filters wait behind the 'Filter' button (with the active-filter count), so the products come first. */
export const PhoneFilterButton: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter 1 active filter' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Brands' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Favorite / }).length).toBe(
      furnitureListProps().products.length,
    );
  },
};

/** A phone with the filter panel open: the filter tree in a side panel from the left. */
export const PhoneFilterPanelOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(panel).getByRole('group', { name: 'Brands' })).toBeVisible();
  },
};

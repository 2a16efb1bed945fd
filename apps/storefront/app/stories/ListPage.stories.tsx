import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels, emptyListQuery } from '@hemma/shop';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductListRoute } from '../features/product-list/ProductListRoute';
import { allProductsListProps, categoryListProps } from './pageFixtures';
import { pageChannelOf, pageCookies, pageText, withPage, type PageChannel } from './PageStoryFrame';

/** The category route's screen: the list with its filters, in the default layout. */
function CategoryListScreen({ channel }: { channel: PageChannel }) {
  return <ProductListRoute {...categoryListProps(channel)} />;
}

/** The search route's screen for a text nothing matches: the list's no-results state. */
function NoResultsScreen({ channel }: { channel: PageChannel }) {
  const { t } = useShopLabels();
  const term = 'zzzzqx';
  return (
    <ProductListRoute
      title={t('search.resultsFor', { term })}
      query={{ ...emptyListQuery }}
      sort="RELEVANCE"
      defaultSort="RELEVANCE"
      products={[]}
      total={0}
      filters={categoryListProps(channel).filters}
    />
  );
}

/**
 * List pages (category, brand, campaign, search, all products) as the routes render them: the
 * recorded Möbler / Furniture category with its page info, filters and first twelve products.
 */
const meta = {
  title: 'Pages/List page',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: (_args, { globals }) => <CategoryListScreen channel={pageChannelOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    const total = categoryListProps(pageChannelOf(globals)).total;
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      canvas.getByText(t('list.showing', { sum: Math.min(12, total), total })),
    ).toBeVisible();
    // A sidebar from laptops up; on phones the same filters open from a button and the sidebar
    // is not shown (a hidden element has no accessible name, so it is found by its label).
    await expect(
      canvasElement.querySelector(`aside[aria-label="${t('list.filters')}"]`),
    ).toBeInTheDocument();
  },
};

/** All products (/list/all, /allt): the whole catalogue, no description, every facet to filter by. */
export const AllProducts: Story = {
  render: (_args, { globals }) => {
    const t = pageText(globals);
    return (
      <ProductListRoute
        {...allProductsListProps(pageChannelOf(globals), t('screens.allProducts.title'))}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    const { total } = allProductsListProps(pageChannelOf(globals), '');
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.allProducts.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('list.showing', { sum: Math.min(12, total), total })),
    ).toBeVisible();
  },
};

/** A search that matches nothing: the no-products message in place of the grid. */
export const NoResults: Story = {
  render: (_args, { globals }) => <NoResultsScreen channel={pageChannelOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    await expect(within(canvasElement).getByText(t('list.noProducts'))).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/**
 * 'Show more' pressed: the next page is loading (it never arrives here), so the button shows its
 * spinner and, after a second, the layout's loading overlay covers the page.
 */
export const LoadingMore: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('list.loadMore') }));
    await waitFor(() => expect(canvas.getByTestId('loading-overlay')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

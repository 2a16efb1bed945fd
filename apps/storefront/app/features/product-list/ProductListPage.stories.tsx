import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import { WidgetAreaView } from '@hemma/widgets';
import {
  emptyListQuery,
  ProductListPage,
  ShopProvidersView,
  FavoriteProductCard,
} from '@hemma/shop';
import {
  furnitureListProps,
  storyChannel,
  type StoryChannel,
  withShell,
} from '@hemma/shop/testing';

/** The channel's recorded furniture list, with more args on top when a story needs them. */
const listOf =
  (extra: Record<string, unknown> = {}) =>
  ({ fixtures }: StoryChannel) => ({ ...furnitureListProps(fixtures), ...extra });

/** The list's region, named by the channel's category title (play functions get the meta's args). */
const titleIn = (globals: Record<string, unknown>) =>
  furnitureListProps(storyChannel(globals).fixtures).title;
const textsOf = (globals: Record<string, unknown>) => storyChannel(globals).t;

/** A category list drawn from the recorded commerce API answers (furniture, in the story's channel). */
const meta = {
  title: 'Storefront/Shopping/ProductListPage',
  parameters: {
    channelArgs: listOf(),
    docs: {
      description: {
        component:
          "A product list from @hemma/shop: heading and lead, the list's widget areas, sort, active filters, the filters (a sidebar from laptops up, a side panel below), the product grid (two, three and four columns) and 'Showing {sum} of {total}' with Show more. Every change is handed to `onChange` as a new list state; the app's ProductListRoute turns it into a URL. The cards come from `productCard`: here, as in the shop, the card with the favorites heart (the story lives in the app until that card is a package part).\n\n**Use** for category, brand, search and discount lists, inside `ShopProvidersView` (prices, pictures, links).\n\n**Do** pass the loader's `sort` and `defaultSort`, so the default sort stays out of the URL. **Don't** hand it products the filters do not describe.\n\n**Accessibility** The grid is a region named by the title and `aria-busy` while the next page loads; an empty list says so in a status; the filters sidebar is a labelled `aside`; sort is a labelled select; coming back from a product puts the focus on its card's link.",
      },
    },
  },
  component: ProductListPage,
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: { ...furnitureListProps(), onChange: fn(), productCard: FavoriteProductCard },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list page widget area as the commerce API answered it in the channel. */
const listArea = (fixtures: FixtureChannelKey, areaName: 'Top' | 'Bottom') =>
  fixtureData('widgetArea', fixtures, { family: 'Productlist', areaName }).widgetArea!;

export const Default: Story = {};

export const Filtered: Story = {
  parameters: {
    channelArgs: listOf({
      query: {
        ...emptyListQuery,
        brands: [{ label: 'Nordvik', id: '1' }],
        parameters: { '1': [{ label: 'Beige', id: 'beige' }] },
        price: { lowest: 300, highest: 1200 },
      },
    }),
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: textsOf(globals)('list.clearFilters') }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyListQuery, sort: null });
  },
};

export const NoProducts: Story = {
  parameters: {
    channelArgs: listOf({
      products: [],
      total: 0,
      query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }] },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(textsOf(globals)('list.noProducts')),
    ).toHaveAttribute('role', 'status');
  },
};

export const SortChange: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText(textsOf(globals)('list.sortLabel')),
      'PRICE',
    );
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyListQuery, sort: 'PRICE', page: 1 });
  },
};

/**
 * The list's widget areas (family Productlist): the Top notice as a compact strip above the toolbar
 * (as the route draws it), the Bottom banner under the list.
 */
export const WithWidgetAreas: Story = {
  args: {
    top: null,
    bottom: null,
  },
  parameters: {
    channelArgs: ({ fixtures }: StoryChannel) => ({
      ...furnitureListProps(fixtures),
      top: <WidgetAreaView area={listArea(fixtures, 'Top')} density="compact" />,
      bottom: <WidgetAreaView area={listArea(fixtures, 'Bottom')} />,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const top = canvasElement.querySelector('[data-widget-area="List page top"]');
    // The notice as the content system wrote it, tags aside.
    const notice = JSON.parse(
      listArea(storyChannel(globals).fixtures, 'Top').containers?.[0]?.widgets?.[0]
        ?.configuration ?? '{}',
    ) as { text?: string };
    await expect(top).toHaveTextContent((notice.text ?? '').replace(/<[^>]+>/g, ''));
    const list = canvas.getByRole('region', { name: titleIn(globals) });
    await expect(
      top!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** Loading the next page: the shown cards stay, four skeleton cards stand in for what comes, the list is busy. */
export const LoadingSkeletons: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getByRole('region', { name: titleIn(globals) });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** A phone: the filters wait behind the 'Filter' button (with the active-filter count), so the products come first. */
export const PhoneFilterButton: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  parameters: {
    channelArgs: listOf({ query: { ...emptyListQuery, brands: [{ label: 'Nordvik', id: '1' }] } }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: `${t('list.openFilters')} ${t('list.activeFilterCount', { count: 1 })}`,
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: t('list.filter.brands') })).toBeNull();
    const favorite = t('favorites.toggle', { name: '' });
    await expect(canvas.getAllByRole('button', { name: new RegExp(`^${favorite}`) }).length).toBe(
      furnitureListProps(storyChannel(globals).fixtures).products.length,
    );
  },
};

/** A phone with the filter panel open: the filter tree in a side panel from the left. */
export const PhoneFilterPanelOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  // The state is the panel; PhoneFilterButton captures the page under it.
  parameters: { visual: { capture: '[role="dialog"]' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('list.openFilters') }),
    );
    // The filter panel's dialog is a chunk fetched on the first reach (DeferredOverlay): allow for a
    // slow first load (over 1 s once, in a visual run of three workers on two cores).
    const panel = await screen.findByRole(
      'dialog',
      { name: t('list.filters') },
      { timeout: 10_000 },
    );
    await expect(within(panel).getByRole('group', { name: t('list.filter.brands') })).toBeVisible();
  },
};

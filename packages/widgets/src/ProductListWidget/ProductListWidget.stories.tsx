import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withWidgets, withWidgetsSettings } from '../mocks/storyDecorators';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { productListWidget, productListWidgetsIn } from '../mocks/widgetFixtures';
import { latestViewedStorageKey } from './latestViewed';
import { ProductListWidget } from './ProductListWidget';
import { productListWidgetSchema } from './ProductListWidget.schema';
import { useCatalogueProducts } from './useCatalogueProducts';

/** The lists of the other sources, in a story channel (the seed records only the front page's). */
const categoryList = (channelKey: string) => productListWidgetsIn(channelKey).category;
const latestViewedList = (channelKey: string) => productListWidgetsIn(channelKey).latestViewed;
const favoritesList = (channelKey: string) => productListWidgetsIn(channelKey).favorites;

/**
 * In the story channel (`parameters.channelArgs`): the front page's recorded list, the others
 * named after the channel's recorded category or in its language, over its recorded products.
 */
const meta = {
  title: 'Widgets/ProductList',
  parameters: {
    ...recordedInChannel(productListWidgetSchema, categoryList),
    docs: {
      description: {
        component:
          "A grid or slider of products: by search parameters (category, brand, campaign, text, sort), hand-picked ids in the editor's order, the shopper's latest viewed, or their favorites. Nothing is requested until the list nears the viewport; skeleton cards hold the space meanwhile. Latest-viewed and favorites lists draw nothing when the shopper has none.\n\n**Use** for bestsellers, campaigns and 'recently viewed' on content pages; the same ProductCard as list pages.\n\n**Do** give every list a title (it names the region) and a 'see all' link to the full list. **Don't** ask for more than 12 products in a slider; don't put a product list first on a page (the first paint would wait for it).\n\n**Accessibility** A labelled region, `aria-busy` while loading; the slider is keyboard scrollable and has 'Previous products' and 'Next products' buttons.",
      },
    },
  },
  component: ProductListWidget,
  decorators: [withWidgets],
  args: widgetArgs(productListWidgetSchema, categoryList('com')),
} satisfies Meta<typeof ProductListWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's bestsellers: hand-picked products as a carousel, through the real products query (MSW). */
export const FrontPageBestsellers: Story = {
  args: widgetArgs(productListWidgetSchema, productListWidget),
  parameters: recordedInChannel(productListWidgetSchema, 'fp-products'),
  decorators: [withWidgetsSettings({ productsSource: useCatalogueProducts })],
  play: async ({ canvasElement, globals }) => {
    const { title } = storyConfiguration(productListWidgetSchema, 'fp-products', globals);
    const track = await within(canvasElement).findByRole(
      'list',
      { name: title },
      { timeout: 5000 },
    );
    await expect(within(track).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** By search parameters (category sofas, best sellers first), as a grid. */
export const Grid: Story = {
  play: async ({ canvasElement, globals }) => {
    const { title, take } = storyConfiguration(productListWidgetSchema, categoryList, globals);
    const list = await within(canvasElement).findByRole('region', { name: title });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(take);
  },
};

/** The shopper's latest viewed products, newest first, as a slider. */
export const LatestViewedSlider: Story = {
  args: widgetArgs(productListWidgetSchema, latestViewedList('com')),
  parameters: recordedInChannel(productListWidgetSchema, latestViewedList),
  beforeEach: () => {
    window.localStorage.setItem(
      latestViewedStorageKey,
      JSON.stringify([1001, 1004, 1008, 1002, 1011, 1012, 1005]),
    );
    return () => window.localStorage.removeItem(latestViewedStorageKey);
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { title } = storyConfiguration(productListWidgetSchema, latestViewedList, globals);
    const track = await canvas.findByRole('list', { name: title });
    await expect(within(track).getAllByRole('listitem')).toHaveLength(7);
    // The slider's buttons are named in the channel's language: 'Next products' is the last one.
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
  },
};

export const Favorites: Story = {
  args: widgetArgs(productListWidgetSchema, favoritesList('com')),
  parameters: recordedInChannel(productListWidgetSchema, favoritesList),
  decorators: [withWidgetsSettings({ favorites: [1012, 1002, 1007] })],
  play: async ({ canvasElement, globals }) => {
    const { title } = storyConfiguration(productListWidgetSchema, favoritesList, globals);
    const list = await within(canvasElement).findByRole('region', { name: title });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** While products load (or before the list nears the viewport) skeleton cards hold the space. */
export const Loading: Story = {
  decorators: [withWidgetsSettings({ productsSource: () => ({ products: [], loading: true }) })],
  play: async ({ canvasElement, globals }) => {
    const { title } = storyConfiguration(productListWidgetSchema, categoryList, globals);
    await expect(within(canvasElement).getByRole('region', { name: title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

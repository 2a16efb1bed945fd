import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { widgetArgs } from '../mocks/widgetArgs';
import {
  categoryProductListWidget,
  favoritesWidget,
  latestViewedWidget,
  productListWidget,
} from '../mocks/widgetFixtures';
import { latestViewedStorageKey } from './latestViewed';
import { ProductListWidget, productListWidgetSchema } from './ProductListWidget';

const meta = {
  title: 'Widgets/ProductList',
  parameters: {
    docs: {
      description: {
        component:
          "A grid or slider of products: by search parameters (category, brand, campaign, text, sort), hand-picked ids in the editor's order, the shopper's latest viewed, or their favorites. Nothing is requested until the list nears the viewport; skeleton cards hold the space meanwhile. Latest-viewed and favorites lists draw nothing when the shopper has none.\n\n**Use** for bestsellers, campaigns and 'recently viewed' on content pages; the same ProductCard as list pages.\n\n**Do** give every list a title (it names the region) and a 'see all' link to the full list. **Don't** ask for more than 12 products in a slider; don't put a product list first on a page (the first paint would wait for it).\n\n**Accessibility** A labelled region, `aria-busy` while loading; the slider is keyboard scrollable and has 'Previous products' and 'Next products' buttons.",
      },
    },
  },
  component: ProductListWidget,
  decorators: [withWidgets],
  args: widgetArgs(productListWidgetSchema, categoryProductListWidget),
} satisfies Meta<typeof ProductListWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's bestsellers: hand-picked products as a carousel, through the real products query (MSW). */
export const FrontPageBestsellers: Story = {
  args: widgetArgs(productListWidgetSchema, productListWidget),
  decorators: [
    (Story) => (
      <WidgetsStoryProvider productsSource={undefined}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const track = await within(canvasElement).findByRole(
      'list',
      { name: 'Bestsellers' },
      { timeout: 5000 },
    );
    await expect(within(track).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** By search parameters (category sofas, best sellers first), as a grid. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Sofas' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The shopper's latest viewed products, newest first, as a slider. */
export const LatestViewedSlider: Story = {
  args: widgetArgs(productListWidgetSchema, latestViewedWidget),
  beforeEach: () => {
    window.localStorage.setItem(
      latestViewedStorageKey,
      JSON.stringify([1001, 1004, 1008, 1002, 1011, 1012, 1005]),
    );
    return () => window.localStorage.removeItem(latestViewedStorageKey);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = await canvas.findByRole('list', { name: 'Recently viewed' });
    await expect(within(track).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Next products' }));
  },
};

export const Favorites: Story = {
  args: widgetArgs(productListWidgetSchema, favoritesWidget),
  decorators: [
    (Story) => (
      <WidgetsStoryProvider favorites={[1012, 1002, 1007]}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Your favorites' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** While products load (or before the list nears the viewport) skeleton cards hold the space. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <WidgetsStoryProvider productsSource={() => ({ products: [], loading: true })}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Sofas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels, FavoritesPage } from '@hemma/shop';
import { ShopProviders } from '../features/shop/ShopProviders';
import { expect, waitFor, within } from 'storybook/test';
import { browserCookies, favoritesStore } from '@hemma/data';
import { favoriteProducts } from './pageFixtures';
import { pageChannelOf, pageCookies, pageText, withPage, type PageChannel } from './PageStoryFrame';

type Globals = Record<string, unknown>;

/** The favorites route's screen: the marked products as cards with their hearts, or the hint. */
function FavoritesScreen({ channel, marked }: { channel: PageChannel; marked: boolean }) {
  const { t } = useShopLabels();
  return (
    <ShopProviders>
      <FavoritesPage
        title={t('screens.favorites.title')}
        lead={t('pages.favoritesLead')}
        products={marked ? favoriteProducts(channel) : []}
      />
    </ShopProviders>
  );
}

/** The persisted-state cookie holds the marked ids (the hearts and the header's count read it). */
function markFavorites(ids: readonly number[]): () => void {
  const { persisted } = browserCookies();
  persisted.set({ ...persisted.get(), favorites: [...ids] });
  favoritesStore.reset();
  return () => {
    persisted.set({ ...persisted.get(), favorites: [] });
    favoritesStore.reset();
  };
}

function favoritesCookies(
  context: { globals: Globals; parameters: Record<string, unknown> },
  marked: boolean,
) {
  const clearPage = pageCookies(context);
  const ids = marked
    ? favoriteProducts(pageChannelOf(context.globals)).map((product) => product.productId)
    : [];
  const clearFavorites = markFavorites(ids);
  return () => {
    clearFavorites();
    clearPage();
  };
}

/**
 * The favorites page (/favorites, /favoriter) in the default layout: the products a shopper marked
 * with the heart, from the recorded catalogue of the story's channel.
 */
const meta = {
  title: 'Pages/Favorites',
  decorators: [withPage],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three marked products: their cards with the heart pressed, and the count in the header. */
export const WithFavorites: Story = {
  beforeEach: (context) => favoritesCookies(context, true),
  render: (_args, { globals }) => <FavoritesScreen channel={pageChannelOf(globals)} marked />,
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    const products = favoriteProducts(pageChannelOf(globals));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.favorites.title') }),
    ).toBeVisible();
    for (const product of products) {
      await expect(
        canvas.getByRole('button', {
          name: t('favorites.toggle', { name: product.name ?? product.alias }),
        }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(canvas.queryByText(t('pages.favoritesLead'))).toBeNull();
    await waitFor(
      () =>
        expect(
          canvas.getByRole('link', {
            name: `${t('header.favorites')}, ${t('header.favoritesCount', { count: products.length })}`,
          }),
        ).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

/** Nothing marked yet: the hint how to mark products. */
export const Empty: Story = {
  beforeEach: (context) => favoritesCookies(context, false),
  render: (_args, { globals }) => (
    <FavoritesScreen channel={pageChannelOf(globals)} marked={false} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('pages.favoritesLead'))).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryAllByRole('listitem')).toHaveLength(0);
  },
};

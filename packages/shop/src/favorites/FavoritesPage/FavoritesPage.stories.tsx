import { fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyChannel, type StoryChannel, withShell } from '@hemma/shop/testing';
import { ShopProvidersView } from '../../providers';
import { FavoritesPage } from './FavoritesPage';

/** Three products of the channel's recorded list stand for the visitor's favorites. */
const favoritesIn = (fixtures: FixtureChannelKey) =>
  (fixtureData('products', fixtures, { take: 12 }).products?.products ?? [])
    .filter((product) => product !== null)
    .slice(0, 3);

/** The favorites page in the story's channel: its texts as the route gives them, its recorded products. */
const meta = {
  title: 'Storefront/Shopping/FavoritesPage',
  component: FavoritesPage,
  parameters: {
    docs: {
      description: {
        component: `The products the shopper marked with the heart, as product cards with their hearts, or a hint when there are none. A heart taken off here keeps its card until the next visit, so a slip can be undone in place.

**Use** with the favorites route's cards (the loader reads the persisted-state cookie's ids) and the screen's title and lead. **Don't** filter the cards by the live favorites: the card must stay to be marked again.

**Accessibility:** one h1; the cards are a list; each heart is a toggle button named after its product.`,
      },
    },
    channelArgs: ({ fixtures, t }: StoryChannel) => ({
      title: t('screens.favorites.title'),
      lead: t('pages.favoritesLead'),
      products: favoritesIn(fixtures),
    }),
  },
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: {
    title: 'Favorites',
    lead: 'Mark products with the heart to find them again here.',
    products: favoritesIn('com'),
  },
} satisfies Meta<typeof FavoritesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFavorites: Story = {};

export const Empty: Story = {
  parameters: {
    channelArgs: ({ t }: StoryChannel) => ({
      title: t('screens.favorites.title'),
      lead: t('pages.favoritesLead'),
      products: [],
    }),
  },
};

import { fixtureData } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../../components/testing/storyDecorators';
import { ShopProvidersView } from '../shop/ShopProviders';
import { FavoritesPage } from './FavoritesPage';

const products = (fixtureData('products', 'com', { take: 12 }).products?.products ?? [])
  .filter((product) => product !== null)
  .slice(0, 3);

const meta = {
  title: 'Storefront/Shopping/FavoritesPage',
  component: FavoritesPage,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: {
    title: 'Favorites',
    lead: 'Mark products with the heart to find them again here.',
    products,
  },
} satisfies Meta<typeof FavoritesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFavorites: Story = {};

export const Empty: Story = { args: { products: [] } };

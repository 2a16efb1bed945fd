import { useShopLabels, FavoritesPage } from '@hemma/shop';
import { ShopProviders } from '../features/shop/ShopProviders';
import { loadFavorites } from '../features/favorites/favorites.server';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/favorites';

export async function loader(args: Route.LoaderArgs) {
  return { ...screenData(args), products: await loadFavorites(args) };
}

export const meta = screenMeta;

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useShopLabels();
  return (
    <ShopProviders>
      <FavoritesPage
        title={loaderData.title}
        lead={t('pages.favoritesLead')}
        products={loaderData.products}
      />
    </ShopProviders>
  );
}

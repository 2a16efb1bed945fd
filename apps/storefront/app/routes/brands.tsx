import { loadBrands } from '../features/brands/brands.server';
import { BrandsPage } from '@hemma/shop';
import { ShopProviders } from '../features/shop/ShopProviders';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/brands';

export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  return { ...page, brands: await loadBrands(args.context) };
}

export const meta = screenMeta;

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <ShopProviders>
      <BrandsPage title={loaderData.title} brands={loaderData.brands} locale={loaderData.locale} />
    </ShopProviders>
  );
}

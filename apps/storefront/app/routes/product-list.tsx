import { listTypes } from '../routing/screens';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { notFound } from '../routing/notFound';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/product-list';

/** A list page validates its path: an unknown list type or an empty brand or campaign path is a 404 (spec section 8). */
export function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const type = page.params.type;
  if (page.screen === 'list' && type !== undefined && !(listTypes as readonly string[]).includes(type)) notFound();
  if ((page.screen === 'brand' || page.screen === 'discountCampaign' || page.screen === 'listAlias') && !page.params['*']) notFound();
  return page;
}

export const meta = screenMeta;

/** All products, generic lists, categories, brands and discount campaigns. */
export default function ProductList({ loaderData }: Route.ComponentProps) {
  return <ScreenPage title={loaderData.title} lead={loaderData.description} />;
}

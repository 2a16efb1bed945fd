import { useShopLabels } from '@hemma/shop';
import { ContentArea } from '../features/content/ContentArea';
import { loadWidgetArea, widgetAreaNames } from '../features/content/widgetAreas.server';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/home';

/** The front page is the widget area of family Frontpage (spec section 2), rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const area = await loadWidgetArea(args, widgetAreaNames.frontpage);
  return { ...page, area };
}

export const meta = screenMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useShopLabels();
  return <ContentArea area={loaderData.area} heading={t('site.home.title')} />;
}

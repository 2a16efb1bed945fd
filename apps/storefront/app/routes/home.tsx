import { visuallyHidden } from '@hemma/ui';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <>
      <h1 className={visuallyHidden}>{t('site.home.title')}</h1>
      {loaderData.area ? <ContentArea area={loaderData.area} /> : null}
    </>
  );
}

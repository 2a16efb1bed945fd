import { useShopLabels, ErrorPage } from '@hemma/shop';
import { screenMeta } from '../routing/screenMeta';
import { useLocalizedPath } from '../routing/useLocalizedPath';
import { screenLoaderWithStatus } from '../server/screenLoader.server';

/** The /404 route answers 404 with this page; for the `*` route (no screen) the loader throws and the root error boundary shows the same page. */
export const loader = screenLoaderWithStatus(404);
export const meta = screenMeta;

export default function NotFound() {
  const { t } = useShopLabels();
  const pathTo = useLocalizedPath();
  return (
    <ErrorPage
      heading={t('errors.notFound')}
      homeHref={pathTo('index')}
      homeLabel={t('errors.backToStart')}
    />
  );
}

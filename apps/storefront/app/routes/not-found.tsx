import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';
import { localizedPath } from '../routing/paths';
import { screenMeta } from '../routing/screenMeta';
import { useMarketPrefix } from '../routing/useMarketPrefix';
import { screenLoaderWithStatus } from '../server/screenLoader.server';

/** The /404 route answers 404 with this page; for the `*` route (no screen) the loader throws and the root error boundary shows the same page. */
export const loader = screenLoaderWithStatus(404);
export const meta = screenMeta;

export default function NotFound() {
  const { t } = useTranslation();
  const prefix = useMarketPrefix();
  return <ErrorPage heading={t('errors.notFound')} homeHref={localizedPath('index', prefix.locale, {}, prefix)} homeLabel={t('errors.backToStart')} />;
}

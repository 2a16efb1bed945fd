import { useShopLabels, ScreenPage } from '@hemma/shop';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/preview-widgets';

export const loader = screenLoader;
export const meta = screenMeta;

export default function PreviewWidgets({ loaderData }: Route.ComponentProps) {
  const { t } = useShopLabels();
  return <ScreenPage title={loaderData.title} lead={t('pages.previewWidgetsLead')} />;
}

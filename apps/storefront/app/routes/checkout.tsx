import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/checkout';

export const loader = screenLoader;
export const meta = screenMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ScreenPage title={loaderData.title} lead={t('pages.checkoutLead')} />;
}

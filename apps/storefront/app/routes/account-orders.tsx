import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { authenticatedMiddleware } from '../server/authenticatedMiddleware.server';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/account-orders';

export const middleware: Route.MiddlewareFunction[] = [authenticatedMiddleware];
export const loader = screenLoader;
export const meta = screenMeta;

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ScreenPage title={loaderData.title} lead={t('pages.loggedInLead')} />;
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import { useLocalizedPath } from '../routing/useLocalizedPath';
import type { Route } from './+types/checkout-payment-failed';

export const loader = screenLoader;
export const meta = screenMeta;

export default function CheckoutPaymentFailed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pathTo = useLocalizedPath();
  return (
    <ScreenPage title={loaderData.title} lead={t('pages.checkoutPaymentFailedLead')}>
      <p>
        <Link to={pathTo('checkout')}>{t('pages.backToCheckout')}</Link>
      </p>
    </ScreenPage>
  );
}

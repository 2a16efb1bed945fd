import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { localizedPath } from '../routing/paths';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import { useMarketPrefix } from '../routing/useMarketPrefix';
import type { Route } from './+types/checkout-payment-failed';

export const loader = screenLoader;
export const meta = screenMeta;

export default function CheckoutPaymentFailed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const prefix = useMarketPrefix();
  return (
    <ScreenPage title={loaderData.title} lead={t('pages.checkoutPaymentFailedLead')}>
      <p>
        <Link to={localizedPath('checkout', prefix.locale, {}, prefix)}>{t('pages.backToCheckout')}</Link>
      </p>
    </ScreenPage>
  );
}

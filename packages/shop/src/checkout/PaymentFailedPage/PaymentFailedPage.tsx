import { buttonRecipe, Notice } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import { Link } from 'react-router';
import * as styles from './PaymentFailedPage.css';

export interface PaymentFailedPageProps {
  title: string;
  checkoutHref: string;
}

/**
 * Where the external payment provider sends the shopper back when it could not create the order.
 * The cart and everything typed in the checkout are still there.
 */
export function PaymentFailedPage({ title, checkoutHref }: PaymentFailedPageProps) {
  const { t } = useShopLabels();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Notice tone="critical">{t('messages.paymentCreationFailed')}</Notice>
      <p className={styles.lead}>{t('pages.checkoutPaymentFailedLead')}</p>
      <Link to={checkoutHref} className={buttonRecipe({ variant: 'primary' })}>
        {t('pages.backToCheckout')}
      </Link>
    </div>
  );
}

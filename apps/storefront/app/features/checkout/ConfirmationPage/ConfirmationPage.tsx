import { useCheckoutQuery } from '@hemma/data';
import { buttonRecipe, countryName, Spinner } from '@hemma/ui';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import * as styles from './ConfirmationPage.css';

export interface ConfirmationPageProps {
  title: string;
  /** The order's public id from ?orderId= (what placeOrder answered). */
  orderId: string | null;
  locale: string;
  shopHref: string;
}

/** The confirmation after a placed order: thanks, the order number, the delivery address and the order summary. */
export function ConfirmationPage({ title, orderId, locale, shopHref }: ConfirmationPageProps) {
  const { t } = useTranslation();
  const { data, loading } = useCheckoutQuery({ variables: { id: orderId ?? '', paymentType: 'STANDARD' }, skip: !orderId });
  const checkout = data?.checkout;
  const order = checkout?.order;
  const address = order?.shippingAddress;

  if (loading) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p role="status">
          <Spinner size="s" /> {t('checkout.loading')}
        </p>
      </div>
    );
  }

  if (!order) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p role="alert">{t('checkout.orderNotFound')}</p>
        <p>
          <Link to={shopHref} className={buttonRecipe({ variant: 'primary' })}>
            {t('checkout.continueShopping')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t('checkout.thanks')}</p>
      <p>{t('checkout.orderNumber', { id: order.orderId ?? '' })}</p>
      <div className={styles.columns}>
        {address ? (
          <section aria-labelledby="confirmation-address-heading">
            <h2 id="confirmation-address-heading" className={styles.heading}>
              {t('checkout.deliveryAddress')}
            </h2>
            <address className={styles.address}>
              <span>{[address.firstName, address.lastName].filter(Boolean).join(' ')}</span>
              {address.company ? <span>{address.company}</span> : null}
              {address.careOf ? <span>{address.careOf}</span> : null}
              <span>{address.addressLine1}</span>
              {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
              <span>{[address.zip, address.city].filter(Boolean).join(' ')}</span>
              <span>{address.country ? countryName(address.country, locale) : null}</span>
            </address>
          </section>
        ) : null}
        {checkout.cart ? <OrderSummary cart={checkout.cart} heading={t('checkout.summaryHeading')} /> : null}
      </div>
      <div className={styles.actions}>
        <Link to={shopHref} className={buttonRecipe({ variant: 'outline' })}>
          {t('checkout.continueShopping')}
        </Link>
      </div>
    </div>
  );
}

import { useCheckoutQuery } from '@hemma/data';
import { buttonRecipe, countryName, Spinner } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import { Link } from 'react-router';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import * as styles from './ConfirmationPage.css';

export interface ConfirmationPageProps {
  title: string;
  /** The order's public id from ?orderId= (what placeOrder answered). */
  orderId: string | null;
  /** The cart the order was placed from (this browser's placed-order cookie): the API shows the order only with it or to its owner. */
  orderCartId: string | null;
  /** A logged-in customer sees their own orders by their token; a visitor is asked to log in. */
  authenticated: boolean;
  locale: string;
  shopHref: string;
  loginHref: string;
}

/**
 * The confirmation after a placed order: thanks, the order number, the delivery address and the
 * order summary, for the browser that placed it or its logged-in owner; anyone else is asked to log in.
 */
export function ConfirmationPage({
  title,
  orderId,
  orderCartId,
  authenticated,
  locale,
  shopHref,
  loginHref,
}: ConfirmationPageProps) {
  const { t } = useShopLabels();
  const { data, loading } = useCheckoutQuery({
    variables: { id: orderId ?? '', cartId: orderCartId, paymentType: 'STANDARD' },
    skip: !orderId,
  });
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
        <p role="alert">
          {authenticated ? t('checkout.orderNotFound') : t('checkout.orderLoginPrompt')}
        </p>
        <p className={styles.actions}>
          {authenticated ? null : (
            <Link to={loginHref} className={buttonRecipe({ variant: 'primary' })}>
              {t('checkout.orderLogIn')}
            </Link>
          )}
          <Link
            to={shopHref}
            className={buttonRecipe({ variant: authenticated ? 'primary' : 'outline' })}
          >
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
        {checkout.cart ? (
          <OrderSummary cart={checkout.cart} heading={t('checkout.summaryHeading')} />
        ) : null}
      </div>
      <div className={styles.actions}>
        <Link to={shopHref} className={buttonRecipe({ variant: 'outline' })}>
          {t('checkout.continueShopping')}
        </Link>
      </div>
    </div>
  );
}

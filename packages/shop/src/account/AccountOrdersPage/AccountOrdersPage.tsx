import { useGetOrdersQuery, type OrderFragment, useSessionStatus } from '@hemma/data';
import { Accordion, Spinner, Tag, type TagTone } from '@hemma/ui';
import { useDateFormats, useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import { Link } from 'react-router';
import { AccountAlert } from '../AccountAlert/AccountAlert';
import { AccountLayout } from '../AccountLayout/AccountLayout';
import * as styles from '../account.css';

/** The order statuses of spec section 3, each with its tone. */
export const orderStatuses = ['received', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const statusTones: Record<OrderStatus, TagTone> = {
  received: 'info',
  processing: 'warning',
  completed: 'positive',
  cancelled: 'neutral',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useShopLabels();
  if (!isOrderStatus(status)) return <Tag>{status}</Tag>;
  return <Tag tone={statusTones[status]}>{t(`orderStatus.${status}`)}</Tag>;
}

function OrderCard({ order }: { order: OrderFragment }) {
  const { t } = useShopLabels();
  const { vatIncluded } = useShell();
  const dates = useDateFormats();
  const items = (order.cart?.items ?? []).filter((item) => item !== null);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const total = vatIncluded
    ? order.orderTotal?.sellingPriceIncVatFormatted
    : order.orderTotal?.sellingPriceExVatFormatted;
  const address = order.shippingAddress;
  const payment = order.paymentDetails?.find((detail) => detail !== null);
  const headingId = `order-${order.id}`;
  return (
    <li>
      <article className={styles.orderCard} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.subheading}>
          {t('account.orders.order', { id: order.id })}
        </h2>
        <dl className={styles.orderFacts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('account.orders.placed')}</dt>
            <dd className={styles.factValue}>
              {order.createdAt ? dates.day(order.createdAt) : ''}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('account.orders.status')}</dt>
            <dd className={styles.factValue}>
              <OrderStatusTag status={order.status} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('account.orders.total')}</dt>
            <dd className={styles.factValue}>{total}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('account.orders.products')}</dt>
            <dd className={styles.factValue}>{t('account.orders.items', { count })}</dd>
          </div>
        </dl>
        <Accordion.Root type="single" collapsible>
          <Accordion.Item value="details">
            <Accordion.Trigger>{t('account.orders.details')}</Accordion.Trigger>
            <Accordion.Content>
              <div className={styles.stack}>
                <ul className={styles.lines}>
                  {items.map((item) => (
                    <li key={item.id} className={styles.line}>
                      <span>{t('account.orders.quantity', { count: item.quantity })}</span>
                      <span>{item.product?.name}</span>
                      <span className={styles.amount}>
                        {vatIncluded
                          ? item.totalPrice?.sellingPriceIncVatFormatted
                          : item.totalPrice?.sellingPriceExVatFormatted}
                      </span>
                    </li>
                  ))}
                  <li className={styles.line}>
                    <span />
                    <span>{t('account.orders.shippingFee')}</span>
                    <span className={styles.amount}>
                      {vatIncluded
                        ? order.shippingFee?.sellingPriceIncVatFormatted
                        : order.shippingFee?.sellingPriceExVatFormatted}
                    </span>
                  </li>
                </ul>
                {payment ? (
                  <p className={styles.lead}>
                    {t('account.orders.payment')}: {payment.displayName}
                  </p>
                ) : null}
                {address?.addressLine1 ? (
                  <address className={styles.lead}>
                    {t('account.orders.deliveryAddress')}:{' '}
                    {[
                      `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
                      address.addressLine1,
                      `${address.zip ?? ''} ${address.city ?? ''}`.trim(),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </address>
                ) : null}
              </div>
            </Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      </article>
    </li>
  );
}

/** The order history, newest first, or an honest empty state. */
export function OrderList({ orders }: { orders: readonly OrderFragment[] }) {
  const { t } = useShopLabels();
  const { links } = useShell();
  if (orders.length === 0) {
    return (
      <div className={styles.stack}>
        <p className={styles.lead}>{t('account.orders.empty')}</p>
        <Link to={links.index} className={styles.plainLink}>
          {t('account.orders.toShop')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <OrderCard key={order.publicId} order={order} />
      ))}
    </ul>
  );
}

function Orders() {
  const { t } = useShopLabels();
  const status = useSessionStatus();
  const { data, loading, error } = useGetOrdersQuery({
    skip: status !== 'authenticated',
    fetchPolicy: 'network-only',
  });
  if (error) return <AccountAlert>{t('messages.genericError')}</AccountAlert>;
  if (loading || !data) return <Spinner label={t('account.orders.loading')} />;
  return <OrderList orders={(data.getOrders ?? []).filter((order) => order !== null)} />;
}

/** My orders (/my-account/orders): each order with its date, status, total and lines. */
export function AccountOrdersPage({ title }: { title: string }) {
  return (
    <AccountLayout title={title}>
      <Orders />
    </AccountLayout>
  );
}

import { useLocalizedPath } from '../../routing/useLocalizedPath';
import { PaymentFailedPage } from '@hemma/shop/checkout';

/** The payment-failed route's wiring: the way back to the checkout. */
export function PaymentFailedRoute({ title }: { title: string }) {
  const pathTo = useLocalizedPath();
  return <PaymentFailedPage title={title} checkoutHref={pathTo('checkout')} />;
}

import { PaymentFailedRoute } from '../features/checkout/PaymentFailedRoute';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/checkout-payment-failed';

export const loader = screenLoader;

export const meta = screenMeta;

export default function CheckoutPaymentFailed({ loaderData }: Route.ComponentProps) {
  return <PaymentFailedRoute title={loaderData.title} />;
}

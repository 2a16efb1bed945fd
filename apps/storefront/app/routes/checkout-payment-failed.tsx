import { OnDemandApolloProvider } from '@hemma/data';
import { PaymentFailedRoute } from '../features/checkout/CheckoutRoute';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/checkout-payment-failed';

export const loader = screenLoader;
export const meta = screenMeta;

export default function CheckoutPaymentFailed({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <PaymentFailedRoute title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

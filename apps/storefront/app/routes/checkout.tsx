import { OnDemandApolloProvider } from '@hemma/data';
import { CheckoutRoute } from '../features/checkout/CheckoutRoute';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/checkout';

export const loader = screenLoader;
export const meta = screenMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <CheckoutRoute title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

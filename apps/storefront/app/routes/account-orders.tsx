import { OnDemandApolloProvider } from '@hemma/data';
import { AccountOrdersPage } from '../features/account/AccountOrdersPage';
import { screenMeta } from '../routing/screenMeta';
import { authenticatedMiddleware } from '../server/authenticatedMiddleware.server';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/account-orders';

/** Account routes use the authenticated guard (spec section 6). */
export const middleware: Route.MiddlewareFunction[] = [authenticatedMiddleware];
export const loader = screenLoader;
export const meta = screenMeta;

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <AccountOrdersPage title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

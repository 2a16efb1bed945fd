import { OnDemandApolloProvider } from '@hemma/data';
import { AccountBalancePage } from '../features/account/AccountBalancePage';
import { screenMeta } from '../routing/screenMeta';
import { authenticatedMiddleware } from '../server/authenticatedMiddleware.server';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/account-balance';

/** Account routes use the authenticated guard (spec section 6). */
export const middleware: Route.MiddlewareFunction[] = [authenticatedMiddleware];
export const loader = screenLoader;
export const meta = screenMeta;

export default function AccountBalance({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <AccountBalancePage title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

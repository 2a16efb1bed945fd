import { OnDemandApolloProvider } from '@hemma/data';
import { withApolloReady } from '../data/withApolloReady';
import { AccountSettingsPage } from '@hemma/shop/account';
import { screenMeta } from '../routing/screenMeta';
import { authenticatedMiddleware } from '../server/authenticatedMiddleware.server';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/account-settings';

/** Account routes use the authenticated guard (spec section 6). */
export const middleware: Route.MiddlewareFunction[] = [authenticatedMiddleware];
export const loader = screenLoader;

/** A client navigation waits for Apollo's chunk with the server data: the page never renders blank. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withApolloReady(serverLoader);
}

export const meta = screenMeta;

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <AccountSettingsPage title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

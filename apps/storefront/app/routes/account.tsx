import { OnDemandApolloProvider } from '@hemma/data';
import { withApolloReady } from '../data/withApolloReady';
import { AccountPage } from '@hemma/shop/account';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/account';

export const loader = screenLoader;

/** A client navigation waits for Apollo's chunk with the server data: the page never renders blank. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withApolloReady(serverLoader);
}

export const meta = screenMeta;

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <AccountPage title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

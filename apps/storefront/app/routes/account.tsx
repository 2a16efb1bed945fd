import { OnDemandApolloProvider } from '@hemma/data';
import { AccountPage } from '../features/account/AccountPage';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/account';

export const loader = screenLoader;
export const meta = screenMeta;

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <AccountPage title={loaderData.title} />
    </OnDemandApolloProvider>
  );
}

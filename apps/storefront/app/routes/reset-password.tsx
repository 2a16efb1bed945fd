import { OnDemandApolloProvider } from '@hemma/data';
import { useSearchParams } from 'react-router';
import { withApolloReady } from '../data/withApolloReady';
import { ResetPasswordPage } from '@hemma/shop/account';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/reset-password';

export const loader = screenLoader;

/** A client navigation waits for Apollo's chunk with the server data: the page never renders blank. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withApolloReady(serverLoader);
}

export const meta = screenMeta;

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <OnDemandApolloProvider>
      <ResetPasswordPage title={loaderData.title} resetKey={params.get('resetKey')} />
    </OnDemandApolloProvider>
  );
}

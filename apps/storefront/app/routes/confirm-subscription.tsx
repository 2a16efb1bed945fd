import { ScreenPage, useShopLabels } from '@hemma/shop';
import { Text } from '@hemma/ui';
import { serverConfig } from '../config/env.server';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/confirm-subscription';

/**
 * The link of a newsletter or back-in-stock sign-up's confirmation mail: the commerce API confirms
 * the sign-up by its token, once, and the page says whether it did. The API is not reachable from
 * the browser, so the shop asks it on the server.
 */
async function confirmSignUp(token: string): Promise<boolean> {
  if (!token) return false;
  const { commerceApiUrl } = serverConfig();
  const url = new URL('/subscriptions/confirm', commerceApiUrl);
  url.searchParams.set('token', token);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return response.ok;
}

export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  return { ...page, confirmed: await confirmSignUp(token) };
}

export const meta = screenMeta;

export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  const { t } = useShopLabels();
  return (
    <ScreenPage title={loaderData.title}>
      <Text size="l" tone={loaderData.confirmed ? 'neutral' : 'critical'} role="status">
        {loaderData.confirmed ? t('subscriptions.confirmed') : t('subscriptions.linkExpired')}
      </Text>
    </ScreenPage>
  );
}

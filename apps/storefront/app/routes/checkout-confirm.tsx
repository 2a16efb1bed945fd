import { CheckoutDocument } from '@hemma/data';
import { loaderQuery } from '../data/loaderQuery.server';
import { ConfirmationRoute } from '../features/checkout/CheckoutRoute';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/checkout-confirm';

export async function loader(args: Route.LoaderArgs) {
  const orderId = new URL(args.request.url).searchParams.get('orderId');
  if (orderId) {
    // Fills the request's cache, so the confirmation renders on the server; an unknown order
    // is the page's own 'not found' message, not the error page.
    await loaderQuery(args.context, CheckoutDocument, { id: orderId, paymentType: 'STANDARD' }).catch(() => undefined);
  }
  return screenData(args);
}

export const meta = screenMeta;

export default function CheckoutConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmationRoute title={loaderData.title} />;
}

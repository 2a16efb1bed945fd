import { OnDemandApolloProvider } from '@hemma/data';
import { CheckoutDocument } from '@hemma/data';
import { loaderQuery } from '../data/loaderQuery.server';
import { requestCookies } from '../data/requestCookies.server';
import { withApolloReady } from '../data/withApolloReady';
import { ConfirmationRoute } from '../features/checkout/ConfirmationRoute';
import { screenMeta } from '../routing/screenMeta';
import { requireRequestState } from '../server/requestMiddleware.server';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/checkout-confirm';

export async function loader(args: Route.LoaderArgs) {
  const orderId = new URL(args.request.url).searchParams.get('orderId');
  // The API shows an order only to the cart that placed it (this browser's placed-order cookie) or
  // to its owner's token, which the request's client sends; a link alone shows nothing (issue 21).
  const orderCartId = requestCookies(args.request).cookies.placedOrderCart.get() ?? null;
  if (orderId) {
    // Fills the request's cache, so the confirmation renders on the server; an unknown order
    // is the page's own 'not found' message, not the error page.
    await loaderQuery(args.context, CheckoutDocument, {
      id: orderId,
      cartId: orderCartId,
      paymentType: 'STANDARD',
    }).catch(() => undefined);
  }
  return {
    ...screenData(args),
    orderCartId,
    authenticated: requireRequestState(args.context).authenticated,
  };
}

/** A client navigation waits for Apollo's chunk with the server data: the page never renders blank. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withApolloReady(serverLoader);
}

export const meta = screenMeta;

export default function CheckoutConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <OnDemandApolloProvider>
      <ConfirmationRoute
        title={loaderData.title}
        orderCartId={loaderData.orderCartId}
        authenticated={loaderData.authenticated}
      />
    </OnDemandApolloProvider>
  );
}

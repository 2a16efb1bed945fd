import { CheckoutRoute } from '../features/checkout/CheckoutRoute';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/checkout';

export const loader = screenLoader;

export const meta = screenMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  // No Apollo provider: the checkout's calls load the client themselves (useCheckoutSession).
  return <CheckoutRoute title={loaderData.title} />;
}

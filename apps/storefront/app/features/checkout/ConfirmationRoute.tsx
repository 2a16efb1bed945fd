import { useLocation } from 'react-router';
import { useLocalizedPath } from '../../routing/useLocalizedPath';
import { useMarketPrefix } from '../../routing/useMarketPrefix';
import { ShopProviders } from '../shop/ShopProviders';
import { ConfirmationPage } from '@hemma/shop/checkout';

/** The confirmation route's wiring: the order of the address's `orderId`, and the page's links. */
export function ConfirmationRoute({
  title,
  orderCartId,
  authenticated,
}: {
  title: string;
  orderCartId: string | null;
  authenticated: boolean;
}) {
  const { locale } = useMarketPrefix();
  const pathTo = useLocalizedPath();
  const orderId = new URLSearchParams(useLocation().search).get('orderId');
  return (
    <ShopProviders>
      <ConfirmationPage
        title={title}
        orderId={orderId}
        orderCartId={orderCartId}
        authenticated={authenticated}
        locale={locale}
        shopHref={pathTo('index')}
        loginHref={pathTo('account')}
      />
    </ShopProviders>
  );
}

import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../rootData';
import { termsPageAlias } from '../../config/shop';
import { useLocalizedPath } from '../../routing/useLocalizedPath';
import { useMarketPrefix } from '../../routing/useMarketPrefix';
import { ShopProviders } from '../shop/ShopProviders';
import { CheckoutPage } from '@hemma/shop/checkout';
import {
  currentCartId,
  forgetCart,
  readCheckoutCookies,
  rememberCheckoutMarket,
} from '@hemma/data';

/** The checkout route's wiring: cookies of the browser, the page's market and its links. */
export function CheckoutRoute({ title }: { title: string }) {
  const root = useRouteLoaderData<RootData>('root');
  const shop = root?.shop;
  const { locale } = useMarketPrefix();
  const pathTo = useLocalizedPath();
  // The cookies are read after mount, so the server's render and hydration agree.
  const [cookies, setCookies] = useState<
    (ReturnType<typeof readCheckoutCookies> & { cartId: string | null }) | null
  >(null);
  useEffect(() => setCookies({ ...readCheckoutCookies(), cartId: currentCartId() }), []);
  return (
    <ShopProviders>
      <CheckoutPage
        title={title}
        channelId={shop?.channel.id ?? ''}
        locale={locale}
        markets={{ current: shop?.market.alias ?? '', checkout: cookies?.checkoutMarket }}
        cartId={cookies ? cookies.cartId : undefined}
        customerEmail={cookies?.customerEmail}
        confirmPath={pathTo('checkoutConfirm')}
        shopHref={pathTo('index')}
        termsHref={pathTo('contentAlias', { alias: termsPageAlias[locale === 'sv' ? 'sv' : 'en'] })}
        onCheckoutMarketChange={rememberCheckoutMarket}
        onOrderPlaced={forgetCart}
      />
    </ShopProviders>
  );
}

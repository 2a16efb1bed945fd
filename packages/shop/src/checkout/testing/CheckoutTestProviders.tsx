import { ApolloStoryProvider, type FixtureChannelKey } from '@hemma/data/mocks';
import { SnackbarProvider } from '@hemma/ui';
import type { ReactNode } from 'react';
import { BundledShopLabelsProvider } from '../../labels';
import { ShopProvidersView } from '../../providers';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Where a test or story lands after placing an order: the path and query it was sent to. */
function LandedOn() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/**
 * A checkout page of one channel (se in Swedish, com in English) over the MSW fixtures, in a
 * router whose confirmation route shows where placing the order went.
 */
export function CheckoutTestProviders({
  channel,
  path = '/checkout',
  children,
}: {
  channel: FixtureChannelKey;
  path?: string;
  children: ReactNode;
}) {
  const locale = channel === 'se' ? 'sv' : 'en';
  return (
    <BundledShopLabelsProvider locale={locale}>
      <ApolloStoryProvider channel={channel}>
        <MemoryRouter initialEntries={[path]}>
          <ShopProvidersView imageBaseUrl="/images" locale={locale}>
            <SnackbarProvider>
              <Routes>
                <Route path="/checkout/confirm" element={<LandedOn />} />
                <Route path="*" element={children} />
              </Routes>
            </SnackbarProvider>
          </ShopProvidersView>
        </MemoryRouter>
      </ApolloStoryProvider>
    </BundledShopLabelsProvider>
  );
}

export const channelSettings = {
  se: { channelId: '1|se', locale: 'sv', markets: { current: 'se', checkout: undefined } },
  com: { channelId: '3|com', locale: 'en', markets: { current: 'eu', checkout: undefined } },
} as const;

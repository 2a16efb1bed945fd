import { ShopProvidersView, useOptionalShell } from '@hemma/shop';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../rootData';
import { useMarketPrefix } from '../../routing/useMarketPrefix';

/**
 * What shopping pages and widget areas need from the app: router links that keep the page's
 * locale and market, the commerce API's image host, and the widget texts in the page's language.
 */
export function ShopProviders({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const prefix = useMarketPrefix();
  // Prices follow the visitor's customer type (Person with VAT, Company without) on every page.
  const vatIncluded = useOptionalShell()?.vatIncluded ?? true;
  return (
    <ShopProvidersView
      imageBaseUrl={root?.config.imageBaseUrl ?? '/images'}
      locale={prefix.locale}
      market={prefix.market}
      vatIncluded={vatIncluded}
    >
      {children}
    </ShopProvidersView>
  );
}

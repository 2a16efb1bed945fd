import { LinkProvider, type LinkSettings } from '@hemma/ui';
import { useWidgetLabels } from '@hemma/shop';
import { WidgetsProvider } from '@hemma/widgets';
import { useMemo, type ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { Locale } from '../../config/shop';
import type { RootData } from '../../rootData';
import { useOptionalShell } from '../../shell/ShellContext';
import { useMarketPrefix } from '../../routing/useMarketPrefix';
import { commerceImageWidths, imageUrlBuilder } from './imageUrl';
import { useServerSanitizer } from './ServerSanitizer';
import { shopPath } from '../../routing/shopPath';

const routerLink = Link as LinkSettings['linkComponent'];

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

export interface ShopProvidersViewProps {
  /** The commerce API's picture host (`{base}/{kind}/{width}/{file}`). */
  imageBaseUrl: string;
  locale: Locale;
  market?: string | undefined;
  /** Prices with VAT (Person) or without (Company); with VAT unless told. */
  vatIncluded?: boolean;
  children: ReactNode;
}

/** The same providers with their settings given, for stories and tests outside a data router. */
export function ShopProvidersView({
  imageBaseUrl,
  locale,
  market,
  vatIncluded = true,
  children,
}: ShopProvidersViewProps) {
  const labels = useWidgetLabels();
  const sanitizer = useServerSanitizer();
  const imageUrl = useMemo(() => imageUrlBuilder(imageBaseUrl, 'cms'), [imageBaseUrl]);
  const productImageUrl = useMemo(() => imageUrlBuilder(imageBaseUrl, 'product'), [imageBaseUrl]);
  const resolvePath = useMemo(
    () => (path: string) => shopPath(path, { locale, market }),
    [locale, market],
  );
  return (
    <LinkProvider linkComponent={routerLink} resolvePath={resolvePath}>
      <WidgetsProvider
        labels={labels}
        sanitizer={sanitizer}
        imageUrl={imageUrl}
        productImageUrl={productImageUrl}
        imageWidths={commerceImageWidths}
        vatIncluded={vatIncluded}
      >
        {children}
      </WidgetsProvider>
    </LinkProvider>
  );
}

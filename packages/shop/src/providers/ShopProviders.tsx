import type { Locale } from '@hemma/data';
import { LinkProvider, type LinkSettings } from '@hemma/ui';
import { WidgetsProvider } from '@hemma/widgets';
import { useMemo, type ReactNode } from 'react';
import { useWidgetLabels } from '../labels';
import { commerceImageWidths, imageUrlBuilder } from './imageUrl';
import { routerLink } from './routerLink';
import { useServerSanitizer } from './ServerSanitizer';
import { shopPath } from './shopPath';

export interface ShopProvidersViewProps {
  /** The commerce API's picture host (`{base}/{kind}/{width}/{file}`). */
  imageBaseUrl: string;
  locale: Locale;
  market?: string | undefined;
  /** Prices with VAT (Person) or without (Company); with VAT unless told. */
  vatIncluded?: boolean;
  /** The element links render as: React Router's Link unless told (a plain anchor, another router's). */
  linkComponent?: LinkSettings['linkComponent'];
  children: ReactNode;
}

/**
 * What shopping pages and widget areas need: links that keep the page's locale and market, the
 * commerce API's image host, and the widget texts in the page's language. The app's connected
 * ShopProviders fills it from the root loader; stories and tests give the settings themselves.
 */
export function ShopProvidersView({
  imageBaseUrl,
  locale,
  market,
  vatIncluded = true,
  linkComponent = routerLink,
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
    <LinkProvider linkComponent={linkComponent} resolvePath={resolvePath}>
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

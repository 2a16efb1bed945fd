import { LinkProvider, type LinkSettings } from '@hemma/ui';
import { WidgetsProvider, type WidgetLabels } from '@hemma/widgets';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useRouteLoaderData } from 'react-router';
import type { Locale } from '../../config/shop';
import type { RootData } from '../../rootData';
import { useOptionalShell } from '../../shell/ShellContext';
import { useMarketPrefix } from '../../routing/useMarketPrefix';
import { commerceImageWidths, imageUrlBuilder } from './imageUrl';
import { useServerSanitizer } from './ServerSanitizer';
import { shopPath } from '../../routing/shopPath';

const routerLink = Link as LinkSettings['linkComponent'];

/** The widgets' words in the language of the nearest TranslationProvider. */
export function useWidgetLabels(): WidgetLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      playVideo: (title: string) => t('shop.widgets.playVideo', { title }),
      previousProducts: t('shop.widgets.previousProducts'),
      nextProducts: t('shop.widgets.nextProducts'),
      loadingProducts: t('shop.widgets.loadingProducts'),
      socialFeed: t('shop.widgets.socialFeed'),
      opensInNewTab: t('shop.opensInNewTab'),
      exVat: t('search.exVat'),
      regularPrice: t('shop.price.regular'),
      sellingPrice: t('shop.price.selling'),
      noImage: t('shop.noImage'),
    }),
    [t],
  );
}

/**
 * Only the widgets' words, in the language of the nearest TranslationProvider: for trees that have
 * no ShopProviders around them, such as Storybook's channel decorator. Providers inside it set the
 * rest.
 */
export function TranslatedWidgetLabels({ children }: { children: ReactNode }) {
  return <WidgetsProvider labels={useWidgetLabels()}>{children}</WidgetsProvider>;
}

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

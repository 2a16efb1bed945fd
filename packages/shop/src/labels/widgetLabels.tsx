import { WidgetsProvider, type WidgetLabels } from '@hemma/widgets';
import { useMemo, type ReactNode } from 'react';
import { useShopLabels } from './ShopLabels';

/** The widgets' words in the language of the nearest ShopLabelsProvider. */
export function useWidgetLabels(): WidgetLabels {
  const { t } = useShopLabels();
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
 * Only the widgets' words, in the language of the nearest ShopLabelsProvider: for trees that have
 * no ShopProviders around them, such as Storybook's channel decorator. Providers inside it set the
 * rest.
 */
export function TranslatedWidgetLabels({ children }: { children: ReactNode }) {
  return <WidgetsProvider labels={useWidgetLabels()}>{children}</WidgetsProvider>;
}

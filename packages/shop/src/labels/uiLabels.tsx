import { LabelsProvider, validationCodes, type UiLabels, type ValidationLabels } from '@hemma/ui';
import type { Translate } from './translator';
import { useMemo, type ReactNode } from 'react';
import { useShopLabels } from './ShopLabels';
import { validationText } from './validationTexts';

/**
 * The words ui components say themselves, from the app's messages. In English they are word for
 * word ui's own defaults (`englishUiLabels`), so English pages read as before; only the personal ID
 * message, which the spec does not word, has always said 'personal ID number' in the app.
 */
export function uiLabelsOf(t: Translate): UiLabels {
  return {
    loadMore: t('ui.loadMore'),
    showing: (sum, total) => t('list.showing', { sum, total }),
    quantity: t('shop.product.quantity'),
    decreaseQuantity: t('ui.decreaseQuantity'),
    increaseQuantity: t('ui.increaseQuantity'),
    close: t('ui.close'),
    dismiss: t('ui.dismiss'),
    breadcrumbs: t('shop.product.breadcrumbs'),
    noImage: t('shop.noImage'),
    ratingOutOf: (value, max) => t('ui.ratingOutOf', { value, max }),
    yourRating: t('shop.product.reviewRating'),
    stars: (count) => t('shop.product.stars', { count }),
    showPassword: t('account.showPassword'),
    hidePassword: t('account.hidePassword'),
    optional: t('validation.optional'),
    exVat: t('ui.exVat'),
    regularPrice: t('shop.price.regular'),
    sellingPrice: t('shop.price.selling'),
    loadingPage: t('ui.loadingPage'),
    opensInNewTab: t('shop.opensInNewTab'),
    stock: {
      inStock: t('stock.inStock'),
      outOfStock: t('stock.outOfStock'),
      fewLeft: (quantity) => t('stock.fewLeft', { quantity }),
      oversellable: t('ui.stock.oversellable'),
      static: t('ui.stock.static'),
    },
    validation: Object.fromEntries(
      validationCodes.map((code) => [code, validationText(code, t)]),
    ) as ValidationLabels,
  };
}

/** ui's words in the language of the nearest ShopLabelsProvider. */
export function useTranslatedUiLabels(): UiLabels {
  const { t } = useShopLabels();
  return useMemo(() => uiLabelsOf(t), [t]);
}

/** Gives every ui component below its words in the page's language; put it inside the ShopLabelsProvider. */
export function TranslatedUiLabels({ children }: { children: ReactNode }) {
  return <LabelsProvider labels={useTranslatedUiLabels()}>{children}</LabelsProvider>;
}

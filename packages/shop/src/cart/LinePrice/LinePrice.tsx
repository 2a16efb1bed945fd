import type { PriceFragment } from '@hemma/data';
import { displayablePrice, Price } from '@hemma/ui';
import { useShopLabels } from '../../labels';

/** A cart line's total in the visitor's VAT display, with the regular price beside a discount. */
export function LinePrice({
  price,
  vatIncluded,
}: {
  price: PriceFragment | null | undefined;
  vatIncluded: boolean;
}) {
  const { t } = useShopLabels();
  const fields = displayablePrice(price);
  if (!fields) return null;
  return (
    <Price
      {...fields}
      size="s"
      vatIncluded={vatIncluded}
      exVatLabel={t('search.exVat')}
      regularPriceLabel={t('shop.price.regular')}
      sellingPriceLabel={t('shop.price.selling')}
    />
  );
}

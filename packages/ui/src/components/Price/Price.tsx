import { visuallyHidden } from '../../css/a11y.css';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import * as css from './Price.css';

export const priceSizes = ['s', 'm', 'l'] as const;
export type PriceSize = (typeof priceSizes)[number];

/** The price fields of the API that the display needs; all five formatted fields are required. */
export interface PriceFields {
  /** The selling price is below the regular price: both are shown, the regular one struck through. */
  isDiscounted: boolean;
  /** The regular price including VAT, formatted by the API in the market's currency. */
  regularPriceIncVatFormatted: string;
  /** The price paid, including VAT, formatted by the API. */
  sellingPriceIncVatFormatted: string;
  /** The regular price excluding VAT, for companies. */
  regularPriceExVatFormatted: string;
  /** The price paid excluding VAT, for companies. */
  sellingPriceExVatFormatted: string;
  /** How much is taken off, in percent, shown with `showDiscountPercentage`. */
  discountPercentage?: number | null;
}

export interface PriceProps extends PriceFields {
  /** Show prices including VAT (persons) or excluding it (companies). */
  vatIncluded?: boolean;
  /** Show the discount percentage beside a discounted price. */
  showDiscountPercentage?: boolean;
  /** s in product cards, m in the cart, l on the product page. */
  size?: PriceSize;
  /** Wording, in the app's language; the LabelsProvider's words by default. */
  exVatLabel?: string;
  /** Read before the struck-through price, e.g. 'Regular price'. */
  regularPriceLabel?: string;
  /** Read before the price paid, e.g. 'Price'. */
  sellingPriceLabel?: string;
  /**
   * The EU price indication beside a discounted price, worded by the app with the amount in the
   * VAT mode it shows ('Lowest price in the last 30 days: 9 490 kr'). Shown only when discounted.
   */
  lowestPriceText?: string;
  /** Classes for the price's box, e.g. its placement in a card. */
  className?: string;
}

/**
 * Selling price; the regular price beside it only when discounted; an 'ex VAT' note when prices
 * are shown without VAT; under a discounted price, the lowest price of the previous 30 days when
 * given. Spread the API's price object into it: `<Price {...product.unitPrice} />`.
 */
export function Price({
  isDiscounted,
  regularPriceIncVatFormatted,
  sellingPriceIncVatFormatted,
  regularPriceExVatFormatted,
  sellingPriceExVatFormatted,
  discountPercentage,
  vatIncluded = true,
  showDiscountPercentage = false,
  size = 'm',
  exVatLabel,
  regularPriceLabel,
  sellingPriceLabel,
  lowestPriceText,
  className,
}: PriceProps) {
  const labels = useUiLabels();
  const selling = vatIncluded ? sellingPriceIncVatFormatted : sellingPriceExVatFormatted;
  const regular = vatIncluded ? regularPriceIncVatFormatted : regularPriceExVatFormatted;
  const showPercentage =
    isDiscounted && showDiscountPercentage && discountPercentage != null && discountPercentage > 0;
  const showLowestPrice = isDiscounted && Boolean(lowestPriceText);
  const priceLine = (
    <span
      className={[css.price({ size }), showLowestPrice ? null : className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={css.selling({ discounted: isDiscounted })}>
        {isDiscounted ? (
          <span className={visuallyHidden}>{sellingPriceLabel ?? labels.sellingPrice} </span>
        ) : null}
        {selling}
      </span>
      {isDiscounted ? (
        <s className={css.regular}>
          <span className={visuallyHidden}>{regularPriceLabel ?? labels.regularPrice} </span>
          {regular}
        </s>
      ) : null}
      {showPercentage ? (
        <span className={css.discountBadge}>−{Math.round(discountPercentage)}%</span>
      ) : null}
      {vatIncluded ? null : <span className={css.vatNote}>{exVatLabel ?? labels.exVat}</span>}
    </span>
  );
  if (!showLowestPrice) return priceLine;
  return (
    <span className={[css.withLowestPrice({ size }), className].filter(Boolean).join(' ')}>
      {priceLine}
      <span className={css.lowestPrice}>{lowestPriceText}</span>
    </span>
  );
}

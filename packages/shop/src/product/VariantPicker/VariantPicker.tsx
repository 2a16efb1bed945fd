import type { ProductQuery } from '@hemma/data';
import { Image, Link } from '@hemma/ui';
import { useWidgetsSettings } from '@hemma/widgets';
import { useShopLabels } from '../../labels';
import * as styles from './VariantPicker.css';

type Variant = NonNullable<
  NonNullable<NonNullable<NonNullable<ProductQuery['product']>['variantGroup']>['variants']>[number]
>;

export interface VariantPickerProps {
  variants: readonly (Variant | null)[];
  /** The product shown now: its variant is the current one. */
  productId: number;
  /** By colour names as chips, or by each variant's picture. */
  mode: 'colour' | 'image';
}

/** The colour variants of the variant group (each colour is its own product): links between them. */
export function colourVariants(variants: readonly (Variant | null)[]): Variant[] {
  return variants.filter(
    (variant): variant is Variant =>
      variant !== null && variant.dimension === 'Colour' && Boolean(variant.canonicalUrl),
  );
}

/** Picks another colour of the product, by its name or by its picture. */
export function VariantPicker({ variants, productId, mode }: VariantPickerProps) {
  const { t } = useShopLabels();
  const { productImageUrl } = useWidgetsSettings();
  const colours = colourVariants(variants);
  const current = colours.find((variant) => variant.productId === productId);
  if (colours.length < 2) return null;
  return (
    <nav className={styles.picker} aria-label={t('shop.product.colours')}>
      <p className={styles.heading}>
        {t('shop.product.chosenColour', { colour: current?.label ?? current?.value ?? '' })}
      </p>
      <ul className={styles.options}>
        {colours.map((variant) => {
          const colour = variant.label ?? variant.value ?? '';
          const isCurrent = variant.productId === productId;
          return (
            <li key={variant.productId}>
              {mode === 'image' ? (
                <Link
                  href={variant.canonicalUrl ?? ''}
                  className={styles.swatch}
                  aria-current={isCurrent ? 'page' : undefined}
                  aria-label={colour}
                >
                  <Image
                    images={variant.primaryImage ? [variant.primaryImage] : []}
                    src={productImageUrl}
                    widths={[320]}
                    sizes="64px"
                    alt=""
                    aspectRatio={4 / 5}
                  />
                </Link>
              ) : (
                <Link
                  href={variant.canonicalUrl ?? ''}
                  className={styles.chip}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {colour}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

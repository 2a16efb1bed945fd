import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const price = recipe(
  {
    base: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: vars.space.s,
      rowGap: vars.space.xxs,
      fontFamily: vars.font.family,
      fontVariantNumeric: 'tabular-nums',
      lineHeight: vars.font.lineHeight.tight,
    },
    variants: {
      size: {
        s: { fontSize: vars.font.size.s },
        m: { fontSize: vars.font.size.m },
        l: { fontSize: vars.font.size.xl },
      },
    },
    defaultVariants: { size: 'm' },
  },
  'price',
);

export const selling = recipe(
  {
    base: { fontWeight: vars.font.weight.bold, color: vars.surface.text },
    variants: { discounted: { true: { color: vars.surface.discount }, false: {} } },
    defaultVariants: { discounted: false },
  },
  'priceSelling',
);

export const regular = style({
  fontSize: '0.85em',
  color: vars.surface.textMuted,
  textDecoration: 'line-through',
});

export const discountBadge = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onCritical,
  background: vars.color.discount,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.s,
  paddingBlock: vars.space.xxs,
  alignSelf: 'center',
});

export const vatNote = style({ fontSize: vars.font.size.xs, color: vars.surface.textMuted });

/**
 * The price with the lowest price of the previous 30 days under it, as far from it as the price is
 * large: close under a card's small price, a block's gap under the product page's large one.
 */
export const withLowestPrice = recipe(
  {
    base: { display: 'inline-grid' },
    variants: {
      size: {
        s: { rowGap: vars.space.xxs },
        m: { rowGap: vars.space.xs },
        l: { rowGap: vars.space.m },
      },
    },
    defaultVariants: { size: 'm' },
  },
  'priceWithLowestPrice',
);

export const lowestPrice = style({ fontSize: vars.font.size.s, color: vars.surface.textMuted });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const stars = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      color: vars.surface.text,
    },
    variants: {
      size: {
        s: { fontSize: vars.font.size.s },
        m: { fontSize: vars.font.size.l },
        l: { fontSize: vars.font.size.xxl },
      },
    },
    defaultVariants: { size: 'm' },
  },
  'starRating',
);

/** A star's outline, under its fill: the colour `currentColor` takes inside the `<use>`. */
export const outline = style({ color: vars.surface.borderStrong });

export const halfStar = style({
  position: 'relative',
  display: 'inline-flex',
  width: '1em',
  height: '1em',
  flexShrink: 0,
});

export const halfFill = style({
  position: 'absolute',
  inset: 0,
  width: '50%',
  overflow: 'hidden',
});

export const glyph = style({
  display: 'block',
  width: '1em',
  height: '1em',
  maxWidth: 'none',
  flexShrink: 0,
});

export const count = style({
  marginLeft: vars.space.xs,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  color: vars.surface.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.surface.text,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.medium,
});

export const options = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xxl,
});

export const option = style({
  display: 'inline-flex',
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `${vars.control.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.control.focusRingOffset,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const error = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.font.size.s,
  color: vars.color.critical,
});

export const row = style({ display: 'inline-flex', gap: vars.space.xxs });

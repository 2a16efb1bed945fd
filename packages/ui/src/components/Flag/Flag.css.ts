import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const flag = recipe(
  {
    base: {
      display: 'inline-block',
      flexShrink: 0,
      objectFit: 'cover',
      verticalAlign: 'middle',
      boxShadow: `0 0 0 1px ${vars.surface.border}`,
    },
    variants: {
      shape: {
        rectangle: { aspectRatio: '4 / 3', borderRadius: vars.radius.s },
        square: { aspectRatio: '1', borderRadius: vars.radius.s },
        circle: { aspectRatio: '1', borderRadius: vars.radius.round },
      },
    },
    defaultVariants: { shape: 'rectangle' },
  },
  'flag',
);

/** An unknown code: a neutral box that still says which country was meant. */
export const fallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  background: vars.surface.sunken,
  color: vars.surface.textMuted,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  textTransform: 'uppercase',
  overflow: 'hidden',
});

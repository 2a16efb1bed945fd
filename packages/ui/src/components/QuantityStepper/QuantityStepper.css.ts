import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../css/focusRing.css';

export const root = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'stretch',
      border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
      borderRadius: vars.radius.m,
      background: vars.surface.raised,
      color: vars.surface.text,
      fontFamily: vars.font.family,
      selectors: { '&[data-disabled="true"]': { opacity: 0.5 } },
    },
    variants: {
      size: {
        s: { height: vars.control.heightS, fontSize: vars.font.size.s },
        m: { height: vars.control.heightM, fontSize: vars.font.size.m },
      },
    },
    defaultVariants: { size: 'm' },
  },
  'quantityStepper',
);

export const step = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '1',
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    borderRadius: vars.radius.m,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.surface.sunken },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.35 },
    },
  },
]);

export const input = style([
  focusRing,
  {
    width: '3ch',
    minWidth: '2.5rem',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const hint = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.s,
  color: vars.color.warning,
});

import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const picker = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.control.heightM,
    paddingInline: vars.space.m,
    border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
    borderRadius: vars.radius.pill,
    color: vars.surface.text,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': {
        borderColor: vars.surface.text,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);

export const swatch = style([
  focusRing,
  {
    display: 'block',
    width: vars.size.thumbnailM,
    border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
    borderRadius: vars.radius.s,
    overflow: 'hidden',
    selectors: {
      '&[aria-current="page"]': {
        borderColor: vars.surface.text,
        boxShadow: `0 0 0 ${vars.control.borderWidth} ${vars.surface.text}`,
      },
    },
  },
]);

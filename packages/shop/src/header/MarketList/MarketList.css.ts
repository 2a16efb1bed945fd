import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const groups = recipe({
  base: { display: 'grid' },
  variants: {
    size: {
      compact: { gap: vars.space.m },
      comfortable: { gap: 0 },
    },
  },
});

export const group = style({ display: 'grid', gap: vars.space.xxs });

export const groupTitle = recipe({
  base: { color: vars.surface.textMuted },
  variants: {
    size: {
      // The popover's small caps over each group.
      compact: {
        margin: 0,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.bold,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      },
      comfortable: {
        margin: `${vars.space.s} 0 0`,
        fontSize: vars.font.size.s,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.s,
      textDecoration: 'none',
      selectors: { '&[aria-current="true"]': { fontWeight: vars.font.weight.bold } },
    },
  ],
  variants: {
    size: {
      compact: {
        padding: `${vars.space.xxs} ${vars.space.xs}`,
        borderRadius: vars.radius.s,
        color: vars.surface.text,
        fontSize: vars.font.size.s,
        ':hover': { background: vars.surface.sunken },
      },
      // A touch target in the phone menu panel.
      comfortable: { minHeight: vars.control.heightM, color: vars.surface.link },
    },
  },
});

export const currency = style({ color: vars.surface.textMuted });

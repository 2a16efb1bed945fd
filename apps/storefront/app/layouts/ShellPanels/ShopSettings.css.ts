import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

// No line of its own on top: the menu above ends with its last item's bottom line, and a second
// one here drew a double divider above the first section.
export const root = style({
  display: 'grid',
  gap: vars.space.m,
  marginTop: vars.space.l,
});

export const list = style({ ...resetList, display: 'grid', gap: vars.space.xxs });

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.control.heightM,
    color: vars.surface.link,
    textDecoration: 'none',
    selectors: { '&[aria-current="true"]': { fontWeight: vars.font.weight.bold } },
  },
]);

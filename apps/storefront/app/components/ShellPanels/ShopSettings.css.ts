import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const root = style({
  display: 'grid',
  gap: vars.space.m,
  marginTop: vars.space.l,
  paddingTop: vars.space.m,
  borderTop: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const list = style({ ...resetList, display: 'grid', gap: vars.space.xxs });

export const groupTitle = style({ margin: `${vars.space.s} 0 ${vars.space.xxs}`, fontSize: vars.font.size.s, color: vars.surface.textMuted, fontWeight: vars.font.weight.medium });

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

export const muted = style({ color: vars.surface.textMuted });

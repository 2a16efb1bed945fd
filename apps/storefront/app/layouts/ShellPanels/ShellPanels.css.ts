import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const empty = style({ margin: 0, color: vars.surface.textMuted });
export const muted = style({
  margin: 0,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
});

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.m,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  paddingBottom: vars.space.m,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const lineName = style({ gridColumn: '1 / -1', fontWeight: vars.font.weight.medium });
export const amount = style({ fontVariantNumeric: 'tabular-nums', justifySelf: 'end' });

export const footer = style({ display: 'grid', gap: vars.space.m });
export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const stack = style({ display: 'grid', gap: vars.space.m });

export const primaryLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.control.heightM,
    paddingInline: vars.space.l,
    borderRadius: vars.radius.m,
    background: vars.surface.accent,
    color: vars.surface.onAccent,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    ':hover': { background: vars.surface.accentHover },
  },
]);

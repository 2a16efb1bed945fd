import { tabularNumbers, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.surface.raised,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  borderRadius: vars.radius.s,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.heading,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnailM} minmax(0, 1fr) auto`,
  gap: vars.space.s,
  alignItems: 'start',
});

export const lineText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
});

export const price = style([tabularNumbers, { whiteSpace: 'nowrap' }]);

export const totals = style([
  tabularNumbers,
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    margin: 0,
    paddingTop: vars.space.s,
    borderTop: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  },
]);

export const term = style({ margin: 0 });

export const value = style({ margin: 0, textAlign: 'end' });

export const discount = style({ color: vars.surface.discount });

export const total = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.l });

import { tabularNumbers, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const lead = style({
  margin: 0,
  marginBottom: vars.space.s,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
});

export const table = style([tabularNumbers, { width: '100%', borderCollapse: 'collapse' }]);

export const cell = style({
  paddingBlock: vars.space.xxs,
  textAlign: 'start',
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  fontWeight: vars.font.weight.regular,
});

export const price = style([cell, { textAlign: 'end' }]);

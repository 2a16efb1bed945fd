import { style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.s,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.s,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} 0`,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const name = style({ fontFamily: 'monospace', whiteSpace: 'nowrap' });

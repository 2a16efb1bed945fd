import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.l,
});

export const column = style({ padding: vars.space.m, borderRadius: vars.radius.m, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.s, marginBlockEnd: vars.space.l });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  paddingBlockEnd: vars.space.xs,
});

export const row = style({
  display: 'grid',
  // A long value (the font stack) wraps within half the row instead of squeezing the name.
  gridTemplateColumns: '3rem minmax(0, 1fr) fit-content(50%)',
  alignItems: 'center',
  gap: vars.space.s,
  fontSize: vars.font.size.s,
});

export const swatch = style({
  width: '3rem',
  height: '2rem',
  borderRadius: vars.radius.s,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const name = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });

export const value = style({
  fontFamily: 'ui-monospace, monospace',
  color: vars.surface.textMuted,
  overflowWrap: 'anywhere',
});

export const surfacePreview = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  border: `${vars.control.borderWidth} solid`,
});

export const bar = style({
  height: '0.75rem',
  background: vars.surface.accent,
  borderRadius: vars.radius.s,
});

export const box = style({
  width: '3rem',
  height: '3rem',
  background: vars.surface.sunken,
  border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
});

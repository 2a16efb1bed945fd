import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  borderRadius: vars.radius.m,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: vars.font.weight.bold,
});

export const lead = style({ margin: 0, color: vars.surface.textMuted });

export const done = style({ margin: 0, color: vars.surface.text });

export const error = style({ margin: 0, color: vars.color.critical });

import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.m, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.heading,
});

export const hint = style({
  margin: 0,
  padding: vars.space.s,
  background: vars.surface.sunken,
  color: vars.surface.text,
  borderRadius: vars.radius.s,
});

export const status = style({
  margin: 0,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
  minHeight: '1.5em',
});

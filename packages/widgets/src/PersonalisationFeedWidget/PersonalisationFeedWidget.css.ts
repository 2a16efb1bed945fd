import { style } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const root = style({ display: 'grid', gap: vars.space.m, fontFamily: vars.font.family });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.surface.text,
});

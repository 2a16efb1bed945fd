import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@hemma/ui';

export const root = style({ display: 'grid', gap: vars.space.m });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.surface.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const alignment = styleVariants({
  left: { justifyContent: 'flex-start', textAlign: 'left' },
  center: { justifyContent: 'center', textAlign: 'center' },
  right: { justifyContent: 'flex-end', textAlign: 'right' },
});

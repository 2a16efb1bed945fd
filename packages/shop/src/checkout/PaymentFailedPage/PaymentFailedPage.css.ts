import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.m,
  width: '100%',
  maxWidth: vars.layout.columnMaxWidth,
  marginInline: 'auto',
  padding: vars.space.m,
  justifyItems: 'start',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
});

export const lead = style({ margin: 0 });

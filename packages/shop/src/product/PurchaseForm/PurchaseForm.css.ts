import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.m });

export const sizes = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const legend = style({
  fontWeight: vars.font.weight.bold,
  paddingBottom: vars.space.xs,
  width: '100%',
});

export const soldOut = style({
  marginInlineStart: vars.space.xs,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
});

export const buyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'start',
});

export const addButton = style({ flex: '1 1 12rem' });

export const notice = style({ margin: 0 });

export const error = style({ margin: 0, color: vars.color.critical });

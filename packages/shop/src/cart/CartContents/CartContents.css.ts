import { vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const contents = style({ display: 'grid', gap: vars.space.m });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnailL} 1fr auto`,
  gap: vars.space.s,
  alignItems: 'start',
});

export const lineText = style({ display: 'grid', gap: vars.space.xxs });

export const muted = style({
  margin: 0,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.s });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: 0,
});

export const total = style({ fontWeight: vars.font.weight.bold });

/** The way to free shipping: the amount left in words, then ui's progress bar. */
export const freeShipping = style({ display: 'grid', gap: vars.space.xs });

export const promo = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.s,
  alignItems: 'end',
});

export const lineName = style({ margin: 0, fontWeight: vars.font.weight.bold });

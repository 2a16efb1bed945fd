import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.l,
  width: '100%',
  maxWidth: vars.layout.containerNarrowMaxWidth,
  marginInline: 'auto',
  padding: vars.space.m,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
});

export const lead = style({ margin: 0, fontSize: vars.font.size.l });

export const columns = style({
  display: 'grid',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { [minWidth.laptop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const address = style({ display: 'grid', gap: vars.space.xs, fontStyle: 'normal' });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.heading,
});

export const actions = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap' });

import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.l, padding: vars.space.m, maxWidth: 1920, marginInline: 'auto', width: '100%' });

export const main = style({
  display: 'grid',
  gap: vars.space.l,
  '@media': { [minWidth.laptop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.s });

export const thumbnails = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' });

export const thumbnail = style({ width: 72, padding: 0, border: `1px solid transparent`, background: 'none', cursor: 'pointer', selectors: { '&[aria-pressed="true"]': { borderColor: vars.surface.text } } });

export const details = style({ display: 'grid', gap: vars.space.m, alignContent: 'start' });

export const brand = style({ margin: 0, textTransform: 'uppercase', fontSize: vars.font.size.s, color: vars.surface.textMuted });

export const name = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const lowestPrice = style({ margin: 0, fontSize: vars.font.size.s, color: vars.surface.textMuted });

export const options = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const legend = style({ fontWeight: vars.font.weight.bold, paddingBottom: vars.space.xs, width: '100%' });

export const error = style({ margin: 0, color: vars.color.critical });

export const related = style({ display: 'grid', gap: vars.space.m });

export const relatedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [minWidth.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

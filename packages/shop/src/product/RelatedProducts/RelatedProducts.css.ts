import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.m });

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [minWidth.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [minWidth.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@hemma/ui';

export const gridList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [minWidth.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

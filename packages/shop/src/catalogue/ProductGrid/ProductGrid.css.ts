import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

/** Two cards a row on phones, three on tablets, four from laptops: the list page's rhythm. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [minWidth.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [minWidth.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.l },
  },
});

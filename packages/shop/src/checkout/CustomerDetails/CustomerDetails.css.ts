import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gap: vars.space.m,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.heading,
});

/** Two columns from tablets up; a field marked wide takes the whole row. */
export const fields = style({
  display: 'grid',
  gap: vars.space.m,
  // A field with a hint under it must not stretch its neighbour's input.
  alignItems: 'start',
  '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [minWidth.tablet]: { gridColumn: '1 / -1' } } });

import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../providers/pageContainer.css';

export const page = style([
  pageContainer,
  { display: 'grid', gap: vars.space.l, paddingBlock: vars.space.m },
]);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

export const groups = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [minWidth.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [minWidth.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const letter = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const count = style({ color: vars.surface.textMuted, fontSize: vars.font.size.s });

import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../providers/pageContainer.css';

// The list page's layout (the app's product list): the favorites are a product list of their own.
export const page = style([
  pageContainer,
  { display: 'grid', gap: vars.space.l, paddingBlock: vars.space.l },
]);

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});

export const lead = style({ margin: 0, color: vars.surface.textMuted, maxWidth: '70ch' });

/** Spec: two columns on phones, three on tablets, four from laptops up. */
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

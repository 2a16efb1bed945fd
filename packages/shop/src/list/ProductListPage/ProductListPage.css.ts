import { minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../providers/pageContainer.css';

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

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'end',
  justifyContent: 'space-between',
});

export const body = style({
  display: 'grid',
  gap: vars.space.l,
  '@media': { [minWidth.laptop]: { gridTemplateColumns: '16rem 1fr', alignItems: 'start' } },
});

/** The filters as a sidebar from laptops up; below, the filter panel's button opens them. */
export const sidebar = style({
  display: 'none',
  '@media': { [minWidth.laptop]: { display: 'block' } },
});

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

/**
 * Not a scroll anchor: with 'Show more' in view the browser kept the button in place while 24 cards
 * arrived above it, so the visitor jumped past them (issue 22). A card stays the anchor instead.
 */
export const footer = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.s,
  overflowAnchor: 'none',
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.surface.textMuted,
});

export const skeletonCard = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

/** The same 4:5 picture a product card has. */
export const skeletonImage = style({ aspectRatio: '4 / 5' });

import { vars } from '@hemma/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const filters = style({ display: 'grid', gap: vars.space.m });

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const legend = style({ fontWeight: vars.font.weight.bold, paddingBottom: vars.space.xs });

export const values = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

/** Indents of the category tree, by depth (a class, not an inline style: the CSP allows no inline styles). */
export const treeDepth = styleVariants({
  0: {},
  1: { paddingInlineStart: '1rem' },
  2: { paddingInlineStart: '2rem' },
  3: { paddingInlineStart: '3rem' },
});

export const count = style({ color: vars.surface.textMuted, fontSize: vars.font.size.s });

export const priceRow = style({
  display: 'grid',
  // minmax(0, …): a text input's intrinsic width must not push the row wider than a phone.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s,
  alignItems: 'end',
});

export const active = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

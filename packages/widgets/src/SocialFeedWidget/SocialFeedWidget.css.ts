import { style } from '@vanilla-extract/css';
import { focusRing, minWidth, vars } from '@hemma/ui';

export const root = style({ display: 'grid', gap: vars.space.m, fontFamily: vars.font.family });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.s,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.surface.text,
});

export const handle = style([
  focusRing,
  { color: vars.surface.textMuted, fontSize: vars.font.size.s },
]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [minWidth.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [minWidth.laptop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const post = style([
  focusRing,
  { position: 'relative', display: 'block', overflow: 'hidden' },
]);

export const image = style({
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${post}:hover &`]: { transform: 'scale(1.04)' } },
});

export const author = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: vars.space.xs,
  fontSize: vars.font.size.xs,
  background: vars.headerDark.background,
  color: vars.headerDark.text,
});

export const square = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
});

export const placeholder = style({ aspectRatio: '1', background: vars.color.skeleton });

import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, minWidth, reducedMotion, vars } from '@hemma/ui';

// Grids of one minmax(0, 1fr) column: a slider's track must scroll inside the page, not widen it.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space.m,
  fontFamily: vars.font.family,
  color: vars.surface.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.heading,
});

const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** Two columns on phones, three on tablets, four from laptops up. */
export const grid = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.m,
    '@media': {
      [minWidth.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [minWidth.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const sliderFrame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s,
});

export const slider = style([
  list,
  focusRing,
  {
    display: 'grid',
    gridAutoFlow: 'column',
    // The containing block of the cards' visually hidden texts, so the track clips them too.
    position: 'relative',
    gridAutoColumns: `calc((100% - ${vars.space.m}) / 2)`,
    gap: vars.space.m,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'thin',
    '@media': {
      [minWidth.tablet]: { gridAutoColumns: `calc((100% - 2 * ${vars.space.m}) / 3)` },
      [minWidth.laptop]: { gridAutoColumns: `calc((100% - 3 * ${vars.space.m}) / 4)` },
    },
  },
]);

export const slide = style({ scrollSnapAlign: 'start' });

export const sliderButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

export const sliderButton = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: vars.control.heightM,
    height: vars.control.heightM,
    borderRadius: vars.radius.round,
    border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
    background: vars.surface.raised,
    color: vars.surface.text,
    fontSize: vars.font.size.xl,
    cursor: 'pointer',
  },
]);

export const card = style([
  focusRing,
  { display: 'grid', gap: vars.space.xs, color: vars.surface.text, textDecoration: 'none' },
]);

export const cardImageFrame = style({
  display: 'block',
  aspectRatio: '4 / 5',
  background: vars.surface.sunken,
  overflow: 'hidden',
});

export const cardImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const brand = style({
  fontSize: vars.font.size.xs,
  color: vars.surface.textMuted,
  textTransform: 'uppercase',
});

export const name = style({ fontSize: vars.font.size.s, fontWeight: vars.font.weight.medium });

export const price = style({
  display: 'flex',
  gap: vars.space.s,
  fontVariantNumeric: 'tabular-nums',
});

export const discounted = style({
  color: vars.surface.discount,
  fontWeight: vars.font.weight.bold,
});

export const regular = style({ color: vars.surface.textMuted, fontSize: vars.font.size.s });

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  aspectRatio: '4 / 5',
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const seeAll = style([
  focusRing,
  { justifySelf: 'center', color: vars.surface.link, fontWeight: vars.font.weight.medium },
]);

import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { minWidth, paintAs, vars } from '@hemma/ui';

/**
 * The block space a widget keeps inside its container (the Text widget's). A compact area sets it
 * to none: its containers' own small padding is all the space a one-line notice needs.
 */
export const widgetBlockSpace = createVar();

const regular = style({
  paddingBlock: vars.space.l,
  '@media': { [minWidth.laptop]: { paddingBlock: vars.space.xxl } },
});

const compact = style({
  vars: { [widgetBlockSpace]: vars.space.none },
  paddingBlock: vars.space.m,
});

/** Regular: sections of a page. Compact: a strip above a page's own content (a list page's notice). */
export const density = { regular, compact };

export const container = style({
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
});

const gutters = style({
  paddingInline: vars.layout.gutterMobile,
  '@media': {
    [minWidth.tablet]: { paddingInline: vars.layout.gutterTablet },
    [minWidth.laptop]: { paddingInline: vars.layout.gutterLaptop },
    [minWidth.desktop]: { paddingInline: vars.layout.gutterDesktop },
  },
});

export const design = styleVariants({
  default: [gutters, { maxWidth: vars.layout.containerMaxWidth }],
  narrow: [gutters, { maxWidth: vars.layout.containerNarrowMaxWidth }],
  fullWidth: { maxWidth: 'none' },
});

/**
 * A coloured container re-points the surface tokens, so every widget inside (text, buttons,
 * links, focus rings) takes the container's colours without knowing it.
 */
export const tone = styleVariants({
  none: {},
  light: { background: vars.surface.sunken },
  dark: {
    vars: paintAs(vars.headerDark),
    background: vars.headerDark.background,
    color: vars.headerDark.text,
  },
  accent: {
    vars: paintAs(vars.footer),
    background: vars.footer.background,
    color: vars.footer.text,
  },
});

const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.m,
  '@media': { [minWidth.laptop]: { gap: vars.space.l } },
});

/** One column on phones; 2, 3 or 4 from tablet up. */
export const layout = styleVariants({
  full: [grid],
  half: [
    grid,
    { '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  ],
  third: [
    grid,
    { '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  ],
  quarter: [
    grid,
    { '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
  ],
});

/** A widget that chose to draw nothing (an inactive feed) leaves no gap in the grid. */
export const cell = style({
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
});

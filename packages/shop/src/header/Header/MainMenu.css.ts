import { focusRing, minWidth, reducedMotion, vars } from '@hemma/ui';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'none' },
});

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const root = styleVariants({
  // The mega menu spans the header: the header, not the item, is its positioning box.
  mega: { position: 'static' },
  boxed: { position: 'relative' },
});

// Radix wraps the list in a div with an inline `position: relative`, which would make the list,
// not the header row, the mega menu's box and squeeze its columns into the menu's width.
globalStyle(`${root.mega} > div`, { position: 'static !important' as 'static' });

export const list = style({
  ...resetList,
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  height: '100%',
});

export const item = styleVariants({
  mega: { position: 'static', display: 'flex' },
  boxed: { position: 'relative', display: 'flex' },
});

const topItem = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.s,
    border: 0,
    background: 'transparent',
    color: vars.surface.text,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    borderBottom: `${vars.border.indicator} solid transparent`,
    ':hover': { borderBottomColor: vars.surface.borderStrong },
    selectors: { '&[data-state="open"]': { borderBottomColor: vars.surface.accent } },
  },
]);

export const trigger = topItem;
export const topLink = topItem;

export const chevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

const panel = {
  position: 'absolute',
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  gap: vars.space.l,
  background: vars.surface.raised,
  color: vars.surface.text,
  boxShadow: vars.shadow.floating,
  animation: `${fadeIn} ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
} as const;

export const content = styleVariants({
  mega: {
    ...panel,
    insetInline: 0,
    padding: `${vars.space.xl} ${vars.layout.gutterDesktop}`,
    borderTop: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  },
  boxed: {
    ...panel,
    left: 0,
    minWidth: vars.layout.menuPanelMinWidth,
    padding: vars.space.l,
    borderRadius: vars.radius.m,
  },
});

/** Spec section 2: the mega menu has 4, 6 or 7 columns depending on width. */
export const columns = styleVariants({
  mega: {
    ...resetList,
    display: 'grid',
    gap: `${vars.space.l} ${vars.space.xl}`,
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    '@media': {
      [minWidth.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      [minWidth.desktopBig]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
    },
  },
  boxed: { ...resetList, display: 'grid', gap: vars.space.m },
});

/** Where the children will be, while they load: the spinner at the start of the box. */
export const loading = style({ display: 'flex', paddingBlock: vars.space.s });

export const column = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

const menuLink = style([
  focusRing,
  { color: vars.surface.link, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
]);

export const childLink = style([menuLink, { fontWeight: vars.font.weight.bold }]);
export const grandChildLink = style([
  menuLink,
  { color: vars.surface.textMuted, fontSize: vars.font.size.s },
]);
export const grandChildren = style({ ...resetList, display: 'grid', gap: vars.space.xxs });
export const allLink = style([
  menuLink,
  {
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
]);

import { focusRing, minWidth, reducedMotion, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}, box-shadow ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const scrolled = style({ boxShadow: vars.shadow.header });

/**
 * Spec section 4: scrolled, the top bar shrinks to a thin strip. The header sticks that far above
 * the viewport instead of the bar changing height, so the header's place in the page never changes
 * and nothing below it moves (a height change shifted the page and undid scroll restoration).
 */
export const withTopBar = style({
  top: `calc(${vars.space.xs} - ${vars.layout.topBarHeightMobile})`,
  '@media': {
    [minWidth.laptop]: { top: `calc(${vars.space.xs} - ${vars.layout.topBarHeightDesktop})` },
  },
});

/** Slides up out of view while the visitor scrolls down (spec section 4). */
export const hidden = style({ transform: 'translateY(-100%)' });

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateAreas: '"toggle logo actions" "search search search"',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.s,
  minHeight: vars.layout.headerHeightMobile,
  paddingInline: vars.layout.gutterMobile,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  '@media': {
    [minWidth.tablet]: { paddingInline: vars.layout.gutterTablet },
    // The main row keeps the spec's 80 px; the menu gets a row of its own so that seven top
    // items, the 231 px search box and the actions fit from 1024 px up without overflowing.
    [minWidth.laptop]: {
      gridTemplateAreas: '"logo search actions" "menu menu menu"',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateRows: `${vars.layout.headerHeightDesktop} ${vars.control.heightM}`,
      columnGap: vars.space.xl,
      paddingInline: vars.layout.gutterLaptop,
    },
    [minWidth.desktop]: { paddingInline: vars.layout.gutterDesktop },
  },
});

export const smallOnly = style({ '@media': { [minWidth.laptop]: { display: 'none' } } });

export const logo = style([
  focusRing,
  {
    gridArea: 'logo',
    justifySelf: 'start',
    display: 'inline-flex',
    color: vars.surface.text,
  },
]);

/** The 300x50 logo drawn at the header's scale. */
export const logoImage = style({
  width: 'auto',
  height: vars.layout.logoHeightM,
  '@media': { [minWidth.laptop]: { height: vars.layout.logoHeightL } },
});

export const menu = style({
  gridArea: 'menu',
  display: 'flex',
  alignSelf: 'stretch',
  marginInline: `calc(-1 * ${vars.space.s})`,
  '@media': { [`not ${minWidth.laptop}`]: { display: 'none' } },
});

export const search = style({
  gridArea: 'search',
  paddingBlock: vars.space.s,
  '@media': { [minWidth.laptop]: { paddingBlock: 0 } },
});

export const searchShown = style({});

/** Spec section 2: on phone and tablet the box shows only at the top or when opened. */
export const searchHiddenOnSmall = style({
  '@media': { [`not ${minWidth.laptop}`]: { display: 'none' } },
});

/**
 * With the search row hidden, the header keeps the height it loses as a margin below it, so the
 * page does not move up when the row goes. With the row, the grid is the icon row (a control's
 * height), the search row (a control and its padding) and the border; without it, the grid's
 * minimum height. The shell e2e test measures that nothing moves.
 */
export const keepsSearchRowPlace = style({
  '@media': {
    [`not ${minWidth.laptop}`]: {
      marginBottom: `calc(2 * ${vars.control.heightM} + 2 * ${vars.space.s} + ${vars.control.borderWidth} - ${vars.layout.headerHeightMobile})`,
    },
  },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const iconButton = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.control.heightM,
    height: vars.control.heightM,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: vars.surface.text,
    cursor: 'pointer',
    ':hover': { background: vars.surface.sunken },
  },
]);

/** The cart's icon and subtotal; the badge host brings the space before the icon and after it. */
export const cartButton = style([
  iconButton,
  {
    display: 'inline-flex',
    width: 'auto',
    minWidth: vars.control.heightM,
    paddingInlineStart: 0,
    paddingInlineEnd: vars.space.xs,
  },
]);

/**
 * ui's NotificationBadge sits on the corner of what it wraps; around the bare 24 px glyph it would
 * hide half of it, so the glyph is wrapped in a little room of its own (inside the 44 px target).
 */
export const badgeHost = style({ display: 'inline-grid', padding: vars.space.xs });

export const subtotal = style({
  // Clear of the badge, which reaches past its host's corner (ui's NotificationBadge): it hid the
  // currency sign's left half.
  marginInlineStart: vars.space.s,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [`not ${minWidth.laptop}`]: { display: 'none' } },
});

export const toggle = style({ gridArea: 'toggle' });

import { focusRing, minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  height: vars.layout.topBarHeightMobile,
  overflow: 'hidden',
  background: vars.surface.sunken,
  color: vars.surface.text,
  fontSize: vars.font.size.xs,
  // Its height never changes: scrolled, the header sticks so that only a thin strip of it shows
  // (Header.css.ts, withTopBar), and the page below does not move.
  '@media': {
    [minWidth.laptop]: { height: vars.layout.topBarHeightDesktop, fontSize: vars.font.size.s },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.l,
  height: '100%',
  paddingInline: vars.layout.gutterMobile,
  '@media': {
    [minWidth.tablet]: { paddingInline: vars.layout.gutterTablet },
    [minWidth.laptop]: { paddingInline: vars.layout.gutterLaptop },
    [minWidth.desktop]: { paddingInline: vars.layout.gutterDesktop },
  },
});

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const sellingPoints = style({
  ...resetList,
  display: 'flex',
  // Points that do not fit wrap onto a second line the strip's height cuts off: a point is shown
  // whole or not at all, never cut in the middle of a word.
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  height: '1.5em',
  columnGap: vars.space.l,
  rowGap: vars.space.xl,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  '@media': { [`not ${minWidth.tablet}`]: { justifyContent: 'center', flex: 1 } },
});

export const sellingPoint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': {
    // Phones show the first selling point only; the others need the room of a wider screen.
    [`not ${minWidth.tablet}`]: { selectors: { '&:not(:first-child)': { display: 'none' } } },
  },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  whiteSpace: 'nowrap',
  '@media': { [`not ${minWidth.laptop}`]: { display: 'none' } },
});

export const menu = style({ display: 'contents' });
export const menuList = style({ ...resetList, display: 'flex', gap: vars.space.m });

export const link = style([
  focusRing,
  { color: vars.surface.link, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
]);

export const muted = style({ color: vars.surface.textMuted });

export const marketTrigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: vars.surface.text,
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const marketPanel = style({
  display: 'grid',
  gap: vars.space.m,
  minWidth: vars.layout.marketPanelMinWidth,
});

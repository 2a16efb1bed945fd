import { focusRing, minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.m });

export const stack = style({ display: 'grid', gap: vars.space.m });

export const lead = style({ margin: 0, color: vars.surface.textMuted });

export const infoBanner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  margin: 0,
  padding: vars.space.m,
  textAlign: 'center',
  background: vars.color.infoSoft,
  color: vars.surface.text,
  fontWeight: vars.font.weight.medium,
});

/** A text-styled button that switches the panel's frame. */
export const textButton = style([
  focusRing,
  {
    justifySelf: 'start',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.surface.link,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export const switchLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  margin: 0,
});

export const divider = style({
  border: 0,
  borderTop: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  margin: 0,
  width: '100%',
});

export const plainLink = style([
  focusRing,
  { color: vars.surface.link, fontWeight: vars.font.weight.medium },
]);

export const page = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.m,
  maxWidth: vars.layout.containerNarrowMaxWidth,
  marginInline: 'auto',
  width: '100%',
  alignContent: 'start',
  '@media': {
    [minWidth.laptop]: {
      gridTemplateColumns: `${vars.layout.sideNavWidth} minmax(0, 1fr)`,
      paddingBlock: vars.space.xl,
    },
  },
});

export const narrowPage = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.m,
  maxWidth: vars.layout.formMaxWidth,
  marginInline: 'auto',
  width: '100%',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
});

export const nav = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  '@media': { [minWidth.laptop]: { flexDirection: 'column' } },
});

export const navLink = style([
  focusRing,
  {
    display: 'block',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.s,
    borderRadius: vars.radius.s,
    color: vars.surface.text,
    textDecoration: 'none',
    ':hover': { background: vars.surface.sunken },
    selectors: {
      '&[aria-current="page"]': {
        background: vars.surface.sunken,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);

/** Log out in the account navigation: a button that lines up with the links beside it. */
export const navButton = style([
  navLink,
  {
    width: '100%',
    border: 0,
    background: 'none',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const content = style({
  display: 'grid',
  gap: vars.space.l,
  alignContent: 'start',
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  borderRadius: vars.radius.m,
  background: vars.surface.raised,
});

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const orders = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
});

export const orderCard = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  borderRadius: vars.radius.m,
  background: vars.surface.raised,
});

export const orderFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s,
  margin: 0,
  '@media': { [minWidth.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const factLabel = style({ color: vars.surface.textMuted, fontSize: vars.font.size.s });
export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.s,
});
export const amount = style({ fontVariantNumeric: 'tabular-nums', justifySelf: 'end' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  justifyContent: 'flex-end',
});

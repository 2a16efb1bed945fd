import { focusRing, minWidth, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

const gutters = {
  paddingInline: vars.layout.gutterMobile,
  '@media': {
    [minWidth.tablet]: { paddingInline: vars.layout.gutterTablet },
    [minWidth.laptop]: { paddingInline: vars.layout.gutterLaptop },
    [minWidth.desktop]: { paddingInline: vars.layout.gutterDesktop },
  },
} as const;

export const root = style({
  ...gutters,
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': {
    ...gutters['@media'],
    [minWidth.laptop]: { ...gutters['@media'][minWidth.laptop], paddingBlock: vars.space.xxl },
  },
});

export const sellingPoints = style({
  ...resetList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.s} ${vars.space.l}`,
  paddingBottom: vars.space.l,
  borderBottom: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  fontSize: vars.font.size.s,
});

export const sellingPoint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [minWidth.laptop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const block = style({
  display: 'grid',
  gap: vars.space.s,
  alignContent: 'start',
  maxWidth: '36rem',
});

export const blockTitle = style({
  margin: 0,
  fontSize: vars.font.size.l,
  lineHeight: vars.font.lineHeight.heading,
});

export const smallTitle = style({
  margin: 0,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const text = style({ margin: 0, color: vars.surface.textMuted });

export const newsletterForm = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.s,
  flexWrap: 'wrap',
});
export const newsletterField = style({ flex: '1 1 16rem' });

/** The feedback's live region keeps a line's height, so the footer does not jump when it speaks. */
export const feedback = style({ minHeight: '1.5em' });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [`not ${minWidth.tablet}`]: { display: 'none' } },
});

export const accordion = style({ '@media': { [minWidth.tablet]: { display: 'none' } } });

export const column = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' });

export const linkList = style({
  ...resetList,
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.s,
});

export const link = style([
  focusRing,
  { color: vars.surface.link, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
]);

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });
export const badgeGroup = style({ display: 'grid', gap: vars.space.s });
export const badgeList = style({
  ...resetList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const badge = style({ display: 'block', color: vars.surface.text });
export const badgeFrame = style({ fill: vars.surface.raised, stroke: vars.surface.border });
export const badgeText = style({
  fill: 'currentColor',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.l,
  paddingTop: vars.space.l,
  borderTop: `${vars.control.borderWidth} solid ${vars.surface.border}`,
});

export const logoLink = style([focusRing, { display: 'inline-flex', color: vars.surface.text }]);
export const logo = style({ width: 'auto', height: vars.layout.logoHeightM });

export const social = style({ ...resetList, display: 'flex', gap: vars.space.m });

export const copyright = style({
  margin: 0,
  color: vars.surface.textMuted,
  fontSize: vars.font.size.s,
});

import { focusRing, minWidth, reducedMotion, vars } from '@hemma/ui';
import { keyframes, style } from '@vanilla-extract/css';

const slideDown = keyframes({
  from: { transform: 'translateY(-100%)' },
  to: { transform: 'translateY(0)' },
});

export const root = style({ position: 'relative' });

export const rootOpen = style({ zIndex: vars.zIndex.overlay });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
});

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.control.heightM,
  paddingInline: vars.space.s,
  background: vars.surface.raised,
  border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
  borderRadius: vars.radius.m,
  color: vars.surface.text,
  // From laptops up the input keeps the spec's 231 px, so the box hugs it with its button beside.
  '@media': { [minWidth.laptop]: { width: 'max-content' } },
});

/** On phones the open search is a bar sliding in from the top of the screen. */
export const barOpen = style({
  '@media': {
    [`not ${minWidth.tablet}`]: {
      position: 'fixed',
      insetInline: 0,
      top: 0,
      height: vars.layout.headerHeightMobile,
      borderRadius: 0,
      borderWidth: `0 0 ${vars.control.borderWidth} 0`,
      paddingInline: vars.layout.gutterMobile,
      animation: `${slideDown} ${vars.motion.duration} ${vars.motion.easing}`,
    },
    [reducedMotion]: { animation: 'none' },
  },
});

export const input = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    height: '100%',
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.font.size.m,
    '::placeholder': { color: vars.surface.textMuted },
    '::-webkit-search-cancel-button': { display: 'none' },
    '@media': { [minWidth.laptop]: { width: vars.layout.searchInputWidth, flex: 'none' } },
  },
]);

const iconButton = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.control.heightS,
    height: vars.control.heightS,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { background: vars.surface.sunken },
  },
]);

export const submit = iconButton;

/** The close button belongs to the phone's slide-in bar; desktop closes by overlay and blur. */
export const close = style([iconButton, { '@media': { [minWidth.tablet]: { display: 'none' } } }]);

export const panel = style({
  position: 'fixed',
  insetInline: 0,
  top: vars.layout.headerHeightMobile,
  bottom: 0,
  overflowY: 'auto',
  padding: vars.space.m,
  background: vars.surface.raised,
  color: vars.surface.text,
  '@media': {
    [minWidth.tablet]: {
      position: 'absolute',
      insetInline: 'auto',
      top: `calc(100% + ${vars.space.xs})`,
      left: 0,
      bottom: 'auto',
      width: `min(${vars.layout.searchPanelWidth}, 90vw)`,
      borderRadius: vars.radius.m,
      boxShadow: vars.shadow.floating,
      padding: vars.space.l,
    },
  },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.l,
  '@media': { [minWidth.tablet]: { gridTemplateColumns: '3fr 2fr' } },
});

export const productColumn = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' });
export const tagColumn = style({ display: 'grid', gap: vars.space.l, alignContent: 'start' });

export const group = style({ display: 'grid', gap: vars.space.s });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
  color: vars.surface.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const productList = style({
  ...resetList,
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [minWidth.tablet]: { maxHeight: vars.layout.searchSuggestionsHeight, overflowY: 'auto' },
  },
});

export const product = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    padding: vars.space.xs,
    borderRadius: vars.radius.m,
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { background: vars.surface.sunken },
  },
]);

const thumbnailBox = {
  flex: 'none',
  width: vars.size.thumbnailS,
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.s,
  background: vars.color.skeleton,
} as const;

export const thumbnail = style({ ...thumbnailBox, height: 'auto', objectFit: 'contain' });
export const thumbnailPlaceholder = style(thumbnailBox);

export const productText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const productName = style({ fontWeight: vars.font.weight.medium });

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.font.size.s,
  fontVariantNumeric: 'tabular-nums',
});

export const regularPrice = style({ color: vars.surface.textMuted });
export const discountPrice = style({
  color: vars.surface.discount,
  fontWeight: vars.font.weight.medium,
});
export const vatNote = style({ color: vars.surface.textMuted });

export const linkList = style({ ...resetList, display: 'grid', gap: vars.space.xxs });

export const suggestionLink = style([
  focusRing,
  { color: vars.surface.link, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
]);

export const count = style({ color: vars.surface.textMuted, fontVariantNumeric: 'tabular-nums' });

export const tagList = style({
  ...resetList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style([
  focusRing,
  {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.s}`,
    border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.surface.text,
    font: 'inherit',
    fontSize: vars.font.size.s,
    textDecoration: 'none',
    cursor: 'pointer',
    ':hover': { borderColor: vars.surface.borderStrong },
  },
]);

export const seeAll = style([
  focusRing,
  { color: vars.surface.link, fontWeight: vars.font.weight.medium, textUnderlineOffset: '0.2em' },
]);

export const message = style({ margin: 0, color: vars.surface.textMuted });

export const loading = style({ display: 'grid', placeItems: 'center', padding: vars.space.l });

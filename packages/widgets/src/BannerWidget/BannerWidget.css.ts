import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, minWidth, paintAs, vars } from '@hemma/ui';

export const banner = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  color: vars.surface.text,
  fontFamily: vars.font.family,
  textDecoration: 'none',
  background: vars.surface.sunken,
});

/** Image and text share one grid cell, so the text lies over the image. */
export const overlaid = style({ gridTemplateAreas: '"stack"' });
export const stacked = style({ gridTemplateAreas: '"image" "text"' });

export const link = style([focusRing, { ':hover': { textDecoration: 'none' } }]);

export const image = style({
  gridArea: 'image',
  selectors: { [`${overlaid} &`]: { gridArea: 'stack', minHeight: vars.layout.bannerMinHeight } },
});

const textBase = style({
  display: 'grid',
  gap: vars.space.s,
  alignContent: 'center',
  padding: vars.space.l,
  margin: vars.space.m,
  maxWidth: '40ch',
  borderRadius: vars.radius.m,
  '@media': { [minWidth.laptop]: { margin: vars.space.xxl, padding: vars.space.xl } },
});

export const text = styleVariants({
  left: [textBase, { gridArea: 'stack', justifySelf: 'start', alignSelf: 'center' }],
  center: [
    textBase,
    {
      gridArea: 'stack',
      justifySelf: 'center',
      alignSelf: 'center',
      textAlign: 'center',
      justifyItems: 'center',
    },
  ],
  right: [textBase, { gridArea: 'stack', justifySelf: 'end', alignSelf: 'center' }],
  below: [
    textBase,
    {
      gridArea: 'text',
      margin: 0,
      maxWidth: 'none',
      '@media': { [minWidth.laptop]: { margin: 0 } },
    },
  ],
});

export const tone = styleVariants({
  // Solid panels: text over a photograph must pass contrast whatever the photograph holds.
  light: { background: vars.surface.raised, color: vars.surface.text },
  // The dark panel re-points the surface to the dark header's, so its button follows too.
  dark: {
    vars: paintAs(vars.headerDark),
    background: vars.headerDark.background,
    color: vars.headerDark.text,
  },
  below: { color: vars.surface.text },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.heading,
  fontWeight: vars.font.weight.bold,
  '@media': { [minWidth.laptop]: { fontSize: vars.font.size.xxxl } },
});

export const body = style({
  margin: 0,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.body,
});

/** The call to action: ui's primary button, placed in the text panel (the whole banner is the link). */
export const cta = style({
  justifySelf: 'start',
  marginTop: vars.space.s,
  selectors: { [`${text.center} &`]: { justifySelf: 'center' } },
});

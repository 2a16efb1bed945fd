import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@hemma/ui';

export const root = style({ display: 'grid', gap: vars.space.m });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.surface.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const alignment = styleVariants({
  left: { justifyContent: 'flex-start', textAlign: 'left' },
  center: { justifyContent: 'center', textAlign: 'center' },
  right: { justifyContent: 'flex-end', textAlign: 'right' },
});

const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.control.heightM,
    paddingInline: vars.space.l,
    borderRadius: vars.radius.m,
    border: `${vars.control.borderWidth} solid transparent`,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.m,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    boxSizing: 'border-box',
  },
]);

/**
 * The text colour is set with a doubled class: the buttons are the shop's Link, whose own link
 * colour (one class, like these) came later in the production CSS and drew dark text on the dark
 * accent (issue 22: the front page's primary button was unreadable).
 */
const textColour = (color: string) => ({ selectors: { '&&': { color } } });

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.surface.accent,
      ...textColour(vars.surface.onAccent),
      ':hover': { background: vars.surface.accentHover },
    },
  ],
  secondary: [
    base,
    {
      background: vars.surface.sunken,
      ...textColour(vars.surface.text),
      ':hover': { borderColor: vars.surface.borderStrong },
    },
  ],
  outline: [
    base,
    {
      borderColor: vars.surface.borderStrong,
      ...textColour(vars.surface.text),
      ':hover': { background: vars.surface.sunken },
    },
  ],
});

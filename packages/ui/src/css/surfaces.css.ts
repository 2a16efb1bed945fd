import { assignVars, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/**
 * Re-point the surface tokens: everything placed inside paints with header, dark header or
 * footer colours without knowing where it is.
 */
const paint = {
  background: vars.surface.background,
  color: vars.surface.text,
} as const;

export const headerSurface = style({ vars: assignVars(vars.surface, vars.header), ...paint });

export const headerSurfaceDark = style({
  vars: assignVars(vars.surface, vars.headerDark),
  ...paint,
});

export const footerSurface = style({ vars: assignVars(vars.surface, vars.footer), ...paint });

/** The page surface itself: what a theme scope paints when it is not the whole document. */
export const pageSurface = style({
  ...paint,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.body,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { paintAs } from '../themes/paintAs';

/**
 * Re-point the surface tokens: everything placed inside paints with header, dark header or
 * footer colours without knowing where it is.
 */
const paint = {
  background: vars.surface.background,
  color: vars.surface.text,
} as const;

export const headerSurface = style({ vars: paintAs(vars.header), ...paint });

export const headerSurfaceDark = style({
  vars: paintAs(vars.headerDark),
  ...paint,
});

export const footerSurface = style({ vars: paintAs(vars.footer), ...paint });

/** The page surface itself: what a theme scope paints when it is not the whole document. */
export const pageSurface = style({
  ...paint,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.body,
});

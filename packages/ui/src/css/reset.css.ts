import { globalFontFace, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/**
 * The document-wide base every page shares. Import it once at the app's root (Storybook's
 * preview and the storefront's root do); it paints with the page surface of the channel on <html>.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/**
 * Arial (or a face cut to its measures) scaled to Inter's: text drawn before Inter has arrived takes
 * the room Inter will take, so the swap does not move the page (the storefront loads Inter after
 * its first paint). The figures are Inter's and Arial's own metrics (ascent, descent, average width).
 */
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('ArialMT'), local('Arimo'), local('Liberation Sans')",
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  background: vars.surface.background,
  color: vars.surface.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.font.lineHeight.heading });

/** Figures of equal width, so prices and quantities line up and do not jiggle as they change. */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

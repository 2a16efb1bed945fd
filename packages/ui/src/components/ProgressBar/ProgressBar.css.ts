import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * The native progress element, drawn with the surface's colours: the track in the border colour (so
 * an empty bar still shows), the part done in the accent; a small radius, as the brief asks of all
 * but tags and badges. Chromium and WebKit draw the two parts as pseudo-elements, Firefox the track as
 * the element and the part done as ::-moz-progress-bar.
 */
export const progressBar = style({
  display: 'block',
  width: '100%',
  height: vars.space.s,
  border: 0,
  borderRadius: vars.radius.s,
  overflow: 'hidden',
  appearance: 'none',
  background: vars.surface.border,
  color: vars.surface.accent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.surface.border },
    '&::-webkit-progress-value': { background: vars.surface.accent },
    '&::-moz-progress-bar': { background: vars.surface.accent },
  },
});

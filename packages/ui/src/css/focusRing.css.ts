import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The visible keyboard focus ring every interactive element shares. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.control.focusRingWidth} solid ${vars.surface.focus}`,
      outlineOffset: vars.control.focusRingOffset,
    },
  },
});

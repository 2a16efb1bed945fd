import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { reducedMotion } from '../../themes/constants';
import { focusRing } from '../../css/focusRing.css';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed layer behind a side panel or modal; clicking it closes the layer. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.duration} ${vars.motion.easing}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** A square icon button in the corner of a floating layer. */
export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.control.heightM,
    height: vars.control.heightM,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.surface.sunken } },
  },
]);

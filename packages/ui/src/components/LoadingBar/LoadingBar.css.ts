import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { reducedMotion } from '../../themes/constants';

export const progress = createVar();

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.notification,
  height: '3px',
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    '&[data-visible="true"]': { opacity: 1 },
  },
});

export const fill = style({
  height: '100%',
  background: vars.color.brandAccent,
  transformOrigin: 'left center',
  transform: `scaleX(${progress})`,
  transition: `transform ${vars.motion.duration} linear, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${track}[data-state="failed"] &`]: { background: vars.color.critical },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

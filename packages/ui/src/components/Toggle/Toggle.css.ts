import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { nativeInput } from '../../internal/field/choice.css';
import { reducedMotion } from '../../themes/constants';

export const switchInput = style([nativeInput, { width: '2.75rem' }]);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
  background: vars.surface.sunken,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchInput}:checked + &`]: {
      background: vars.surface.accent,
      borderColor: vars.surface.accent,
    },
    [`${switchInput}:focus-visible + &`]: {
      outline: `${vars.control.focusRingWidth} solid ${vars.surface.focus}`,
      outlineOffset: vars.control.focusRingOffset,
    },
    [`${switchInput}:disabled + &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 'calc(1.5rem - 6px)',
  height: 'calc(1.5rem - 6px)',
  borderRadius: vars.radius.round,
  background: vars.surface.borderStrong,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchInput}:checked + ${track} &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.surface.onAccent,
    },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

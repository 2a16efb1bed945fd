import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const toggle = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.control.heightM,
    height: vars.control.heightM,
    padding: 0,
    border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
    borderRadius: vars.radius.round,
    background: vars.surface.raised,
    color: vars.surface.text,
    cursor: 'pointer',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.discount, borderColor: 'currentColor' },
      '&:hover': { borderColor: vars.surface.borderStrong },
    },
  },
]);

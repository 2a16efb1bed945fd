import { focusRing, vars } from '@hemma/ui';
import { style } from '@vanilla-extract/css';

export const toggle = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: `1px solid ${vars.surface.border}`,
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

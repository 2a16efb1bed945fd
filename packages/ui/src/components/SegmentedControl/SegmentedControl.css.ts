import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
  background: vars.surface.background,
});

export const item = style([
  focusRing,
  {
    minHeight: vars.control.heightXS,
    paddingInline: vars.space.m,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.surface.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.s,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="on"]': { background: vars.surface.accent, color: vars.surface.onAccent },
      '&:hover:not([data-state="on"]):not(:disabled)': { background: vars.surface.sunken },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

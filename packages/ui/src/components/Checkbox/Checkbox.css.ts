import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { nativeInput } from '../../internal/field/choice.css';

export const box = recipe(
  {
    base: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '1.5rem',
      height: '1.5rem',
      borderRadius: vars.radius.s,
      border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
      background: vars.surface.raised,
      color: 'transparent',
      transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
      selectors: {
        [`${nativeInput}:checked + &`]: {
          background: vars.surface.accent,
          borderColor: vars.surface.accent,
          color: vars.surface.onAccent,
        },
        [`${nativeInput}:focus-visible + &`]: {
          outline: `${vars.control.focusRingWidth} solid ${vars.surface.focus}`,
          outlineOffset: vars.control.focusRingOffset,
        },
        [`${nativeInput}:disabled + &`]: { opacity: 0.5 },
      },
    },
    variants: {
      invalid: { true: { borderColor: vars.color.critical, borderWidth: 2 }, false: {} },
    },
    defaultVariants: { invalid: false },
  },
  'checkboxBox',
);

export const checkboxField = style({ display: 'grid', gap: vars.space.xs });

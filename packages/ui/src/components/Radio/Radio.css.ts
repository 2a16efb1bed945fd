import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { nativeInput } from '../../internal/field/choice.css';

export const dot = recipe(
  {
    base: {
      flexShrink: 0,
      width: '1.5rem',
      height: '1.5rem',
      borderRadius: vars.radius.round,
      border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
      background: vars.surface.raised,
      transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
      selectors: {
        [`${nativeInput}:checked + &`]: {
          borderColor: vars.surface.accent,
          background: vars.surface.accent,
          boxShadow: `inset 0 0 0 5px ${vars.surface.raised}`,
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
  'radioDot',
);

export const group = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const options = recipe(
  {
    base: { display: 'flex', gap: vars.space.s },
    variants: {
      orientation: {
        vertical: { flexDirection: 'column' },
        horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.l },
      },
    },
    defaultVariants: { orientation: 'vertical' },
  },
  'radioOptions',
);

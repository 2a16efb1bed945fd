import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** The parts every input of the family shares: label, control box, feedback line. */
export const field = style({
  display: 'grid',
  // One column that may shrink: an input's intrinsic width must never widen the form past a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.surface.text,
  minWidth: 0,
});

export const label = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.heading,
});

export const optionalHint = style({
  fontWeight: vars.font.weight.regular,
  color: vars.surface.textMuted,
});

export const description = style({ fontSize: vars.font.size.s, color: vars.surface.textMuted });

export const message = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.font.size.s,
  color: vars.color.critical,
  selectors: { '&:empty': { display: 'none' } },
});

/** The bordered box an input (and its adornments, such as the password toggle) sits in. */
export const control = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'center',
      minHeight: vars.control.heightM,
      background: vars.surface.raised,
      border: `${vars.control.borderWidth} solid ${vars.surface.borderStrong}`,
      borderRadius: vars.radius.m,
      transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
      selectors: {
        '&:hover': { borderColor: vars.surface.text },
        '&:focus-within': {
          outline: `${vars.control.focusRingWidth} solid ${vars.surface.focus}`,
          outlineOffset: vars.control.focusRingOffset,
        },
      },
    },
    variants: {
      invalid: {
        true: {
          borderColor: vars.color.critical,
          boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
          selectors: { '&:hover': { borderColor: vars.color.critical } },
        },
        false: {},
      },
      disabled: {
        true: {
          background: vars.surface.sunken,
          borderColor: vars.surface.border,
          color: vars.surface.textMuted,
          cursor: 'not-allowed',
          selectors: { '&:hover': { borderColor: vars.surface.border } },
        },
        false: {},
      },
    },
    defaultVariants: { invalid: false, disabled: false },
  },
  'fieldControl',
);

/** The bare input inside the control box: the box draws the border and the focus ring. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.body,
  paddingInline: vars.space.m,
  paddingBlock: vars.space.s,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.surface.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space.xs,
  color: vars.surface.textMuted,
});

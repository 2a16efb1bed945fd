import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../css/focusRing.css';

export const button = recipe(
  {
    base: [
      focusRing,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: vars.space.s,
        fontFamily: vars.font.family,
        fontWeight: vars.font.weight.medium,
        lineHeight: vars.font.lineHeight.tight,
        borderRadius: vars.radius.m,
        border: `${vars.control.borderWidth} solid transparent`,
        cursor: 'pointer',
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
        selectors: {
          '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
          '&[aria-busy="true"]': { cursor: 'progress' },
        },
      },
    ],
    variants: {
      size: {
        s: {
          minHeight: vars.control.heightS,
          paddingInline: vars.space.m,
          fontSize: vars.font.size.s,
        },
        m: {
          minHeight: vars.control.heightM,
          paddingInline: vars.space.l,
          fontSize: vars.font.size.m,
        },
        l: {
          minHeight: vars.control.heightL,
          paddingInline: vars.space.xl,
          fontSize: vars.font.size.l,
        },
      },
      variant: {
        primary: {
          background: vars.surface.accent,
          color: vars.surface.onAccent,
          selectors: { '&:hover:not(:disabled)': { background: vars.surface.accentHover } },
        },
        secondary: {
          background: vars.surface.sunken,
          color: vars.surface.text,
          selectors: { '&:hover:not(:disabled)': { borderColor: vars.surface.borderStrong } },
        },
        outline: {
          background: 'transparent',
          color: vars.surface.text,
          borderColor: vars.surface.borderStrong,
          selectors: { '&:hover:not(:disabled)': { borderColor: vars.surface.text } },
        },
        ghost: {
          background: 'transparent',
          color: vars.surface.link,
          textDecoration: 'underline',
          textUnderlineOffset: '0.2em',
          paddingInline: vars.space.xs,
          selectors: { '&:hover:not(:disabled)': { textDecorationThickness: '2px' } },
        },
      },
      iconOnly: {
        true: { paddingInline: 0, aspectRatio: '1', borderRadius: vars.radius.m },
        false: {},
      },
      fullWidth: {
        true: { width: '100%' },
        false: {},
      },
    },
    defaultVariants: { size: 'm', variant: 'primary', iconOnly: false, fullWidth: false },
  },
  'button',
);

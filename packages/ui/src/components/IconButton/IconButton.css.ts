import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../themes/contract.css';

export const iconButton = recipe(
  {
    base: [
      focusRing,
      {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        aspectRatio: '1',
        padding: 0,
        borderRadius: vars.radius.m,
        border: `${vars.control.borderWidth} solid transparent`,
        background: 'transparent',
        color: 'inherit',
        cursor: 'pointer',
        transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.surface.sunken },
          '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        },
      },
    ],
    variants: {
      size: {
        s: { width: vars.control.heightS },
        m: { width: vars.control.heightM },
        l: { width: vars.control.heightL },
      },
      variant: {
        plain: {},
        outline: { borderColor: vars.surface.borderStrong },
      },
    },
    defaultVariants: { size: 'm', variant: 'plain' },
  },
  'iconButton',
);

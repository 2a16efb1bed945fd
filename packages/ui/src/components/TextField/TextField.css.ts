import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../css/focusRing.css';

/** The password reveal toggle inside the control box. */
export const revealToggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.control.heightS,
    height: vars.control.heightS,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: vars.surface.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { color: vars.surface.text },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

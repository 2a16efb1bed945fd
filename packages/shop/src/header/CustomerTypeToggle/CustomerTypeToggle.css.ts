import { focusRing, vars } from '@hemma/ui';
import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';

export const group = recipe({
  base: { alignItems: 'center' },
  variants: {
    size: {
      compact: { display: 'inline-flex', gap: vars.space.xs },
      comfortable: { display: 'flex', flexWrap: 'wrap', gap: vars.space.s },
    },
  },
});

export const choice = recipe({
  base: [
    focusRing,
    {
      border: `${vars.control.borderWidth} solid ${vars.surface.border}`,
      borderRadius: vars.radius.pill,
      background: 'transparent',
      color: vars.surface.text,
      font: 'inherit',
      cursor: 'pointer',
      selectors: {
        '&[aria-pressed="true"]': {
          background: vars.surface.accent,
          borderColor: vars.surface.accent,
          color: vars.surface.onAccent,
        },
      },
    },
  ],
  variants: {
    size: {
      // The top bar's slim row.
      compact: { padding: `0 ${vars.space.s}`, height: vars.control.heightXS },
      // A touch target in the phone menu panel.
      comfortable: {
        padding: `0 ${vars.space.m}`,
        minHeight: vars.control.heightM,
        borderColor: vars.surface.borderStrong,
      },
    },
  },
});

export const vatNote = style({ color: vars.surface.textMuted });

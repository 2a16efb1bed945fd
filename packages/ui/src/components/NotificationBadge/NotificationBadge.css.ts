import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const badge = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: '1.25rem',
      height: '1.25rem',
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.pill,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.bold,
      lineHeight: 1,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    variants: {
      tone: {
        accent: { background: vars.surface.accent, color: vars.surface.onAccent },
        critical: { background: vars.color.critical, color: vars.color.onCritical },
      },
      placement: {
        inline: {},
        corner: {
          position: 'absolute',
          top: 0,
          right: 0,
          transform: 'translate(40%, -40%)',
          boxShadow: `0 0 0 2px ${vars.surface.background}`,
        },
      },
    },
    defaultVariants: { tone: 'accent', placement: 'inline' },
  },
  'notificationBadge',
);

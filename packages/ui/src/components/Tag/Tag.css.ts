import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../../css/focusRing.css';

export const tag = recipe(
  {
    base: [
      focusRing,
      {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        borderRadius: vars.radius.pill,
        border: `${vars.control.borderWidth} solid transparent`,
        fontFamily: vars.font.family,
        fontWeight: vars.font.weight.medium,
        lineHeight: vars.font.lineHeight.tight,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
        selectors: { 'a&:hover': { borderColor: 'currentColor' } },
      },
    ],
    variants: {
      size: {
        s: {
          paddingBlock: vars.space.xxs,
          paddingInline: vars.space.s,
          fontSize: vars.font.size.xs,
        },
        m: { paddingBlock: vars.space.xs, paddingInline: vars.space.m, fontSize: vars.font.size.s },
      },
      tone: {
        neutral: {
          background: vars.surface.sunken,
          color: vars.surface.text,
          borderColor: vars.surface.border,
        },
        accent: { background: vars.surface.accent, color: vars.surface.onAccent },
        positive: { background: vars.color.positiveSoft, color: vars.color.positive },
        warning: { background: vars.color.warningSoft, color: vars.color.warning },
        critical: { background: vars.color.criticalSoft, color: vars.color.critical },
        info: { background: vars.color.infoSoft, color: vars.color.info },
        discount: { background: vars.color.discount, color: vars.color.onCritical },
      },
    },
    defaultVariants: { size: 'm', tone: 'neutral' },
  },
  'tag',
);

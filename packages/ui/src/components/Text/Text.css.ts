import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const text = recipe(
  {
    base: { margin: 0, fontFamily: vars.font.family, lineHeight: vars.font.lineHeight.body },
    variants: {
      size: {
        xs: { fontSize: vars.font.size.xs },
        s: { fontSize: vars.font.size.s },
        m: { fontSize: vars.font.size.m },
        l: { fontSize: vars.font.size.l },
      },
      tone: {
        neutral: { color: vars.surface.text },
        muted: { color: vars.surface.textMuted },
        critical: { color: vars.color.critical },
        positive: { color: vars.color.positive },
        discount: { color: vars.surface.discount },
      },
      weight: {
        regular: { fontWeight: vars.font.weight.regular },
        medium: { fontWeight: vars.font.weight.medium },
        bold: { fontWeight: vars.font.weight.bold },
      },
    },
    defaultVariants: { size: 'm', tone: 'neutral', weight: 'regular' },
  },
  'text',
);

import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const heading = recipe(
  {
    base: {
      margin: 0,
      fontFamily: vars.font.family,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.heading,
      color: 'inherit',
      overflowWrap: 'anywhere',
    },
    variants: {
      size: {
        xxxl: { fontSize: vars.font.size.xxxl },
        xxl: { fontSize: vars.font.size.xxl },
        xl: { fontSize: vars.font.size.xl },
        l: { fontSize: vars.font.size.l },
        m: { fontSize: vars.font.size.m },
      },
    },
    defaultVariants: { size: 'xl' },
  },
  'heading',
);

import { recipe } from '@vanilla-extract/recipes';
import { minWidth } from '../../themes/constants';
import { vars } from '../../themes/contract.css';

export const container = recipe(
  {
    base: {
      width: '100%',
      marginInline: 'auto',
      boxSizing: 'border-box',
      paddingInline: vars.layout.gutterMobile,
      '@media': {
        [minWidth.tablet]: { paddingInline: vars.layout.gutterTablet },
        [minWidth.laptop]: { paddingInline: vars.layout.gutterLaptop },
        [minWidth.desktop]: { paddingInline: vars.layout.gutterDesktop },
      },
    },
    variants: {
      width: {
        default: { maxWidth: vars.layout.containerMaxWidth },
        narrow: { maxWidth: vars.layout.containerNarrowMaxWidth },
      },
      /** Full-bleed content (a banner) keeps the max width but drops the gutters. */
      gutters: {
        true: {},
        false: {
          paddingInline: 0,
          '@media': {
            [minWidth.tablet]: { paddingInline: 0 },
            [minWidth.laptop]: { paddingInline: 0 },
            [minWidth.desktop]: { paddingInline: 0 },
          },
        },
      },
    },
    defaultVariants: { width: 'default', gutters: true },
  },
  'container',
);

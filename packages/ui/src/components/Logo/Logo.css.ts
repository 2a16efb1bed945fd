import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { layout } from '../../themes/constants';

/** The logo box is 300x50 (layout tokens), scaled down on narrow screens, never stretched. */
export const logo = recipe(
  {
    base: {
      display: 'block',
      width: vars.layout.logoWidth,
      maxWidth: '100%',
      height: 'auto',
      aspectRatio: `${layout.logo.width} / ${layout.logo.height}`,
      objectFit: 'contain',
      objectPosition: 'left center',
    },
    variants: {
      tone: {
        default: { color: vars.surface.text },
        dark: { color: vars.headerDark.text },
      },
      /** A single-colour image without its own dark file is turned white for dark surfaces. */
      invert: {
        true: { filter: 'brightness(0) invert(1)' },
        false: {},
      },
    },
    defaultVariants: { tone: 'default', invert: false },
  },
  'logo',
);

export const wordmark = style({
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});

import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../themes/contract.css';

export const link = recipe(
  {
    base: [focusRing, { borderRadius: vars.radius.s, cursor: 'pointer' }],
    variants: {
      variant: {
        /** In running text: link colour, underlined. */
        inline: {
          color: vars.surface.link,
          textDecoration: 'underline',
          textUnderlineOffset: '0.2em',
          selectors: { '&:hover': { textDecorationThickness: '2px' } },
        },
        /** Menus and cards: the surrounding colour, underlined on hover only. */
        plain: {
          color: 'inherit',
          textDecoration: 'none',
          selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
        },
      },
    },
    defaultVariants: { variant: 'inline' },
  },
  'link',
);

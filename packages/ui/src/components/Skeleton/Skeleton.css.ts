import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../themes/constants';
import { vars } from '../../themes/contract.css';

/**
 * The highlight slides across as a transform of a pseudo-element: the compositor animates it, so a
 * page full of skeletons (lazy pictures below the fold) costs no style or paint work per frame on
 * the main thread, as an animated background-position did.
 */
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeleton = recipe(
  {
    base: {
      display: 'block',
      overflow: 'hidden',
      backgroundColor: vars.color.skeleton,
      selectors: {
        // No specificity: a class that places the skeleton (e.g. absolute in an image frame) wins.
        ':where(&)': { position: 'relative' },
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.skeletonHighlight}, transparent)`,
          transform: 'translateX(-100%)',
          animation: `${shimmer} 1.4s ease-in-out infinite`,
        },
      },
      '@media': {
        [reducedMotion]: { selectors: { '&::after': { animation: 'none', display: 'none' } } },
      },
    },
    variants: {
      shape: {
        text: { height: '1em', borderRadius: vars.radius.s, marginBlock: '0.25em' },
        rect: { borderRadius: vars.radius.m },
        circle: { borderRadius: vars.radius.round, aspectRatio: '1' },
      },
    },
    defaultVariants: { shape: 'rect' },
  },
  'skeleton',
);

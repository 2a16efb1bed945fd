import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../themes/constants';
import { vars } from '../../themes/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe(
  {
    base: {
      display: 'block',
      backgroundColor: vars.color.skeleton,
      backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
      backgroundSize: '200% 100%',
      animation: `${shimmer} 1.4s ease-in-out infinite`,
      '@media': { [reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
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

import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../themes/constants';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe(
  {
    base: {
      display: 'inline-block',
      borderRadius: '50%',
      border: '2px solid currentColor',
      borderRightColor: 'transparent',
      animation: `${spin} 700ms linear infinite`,
      verticalAlign: 'middle',
      '@media': { [reducedMotion]: { animationDuration: '2s' } },
    },
    variants: {
      size: {
        s: { width: '1em', height: '1em' },
        m: { width: '1.5rem', height: '1.5rem' },
        l: { width: '2.5rem', height: '2.5rem', borderWidth: 3 },
      },
    },
    defaultVariants: { size: 's' },
  },
  'spinner',
);

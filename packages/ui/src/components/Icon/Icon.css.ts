import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe(
  {
    base: {
      display: 'inline-block',
      flexShrink: 0,
      verticalAlign: 'middle',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 1.75,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    variants: {
      size: {
        s: { width: '1rem', height: '1rem' },
        m: { width: '1.25rem', height: '1.25rem' },
        l: { width: '1.5rem', height: '1.5rem' },
        /** As large as the text around it. */
        inherit: { width: '1em', height: '1em' },
      },
    },
    defaultVariants: { size: 'm' },
  },
  'icon',
);

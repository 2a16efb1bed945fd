import { recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../../css/spaceScale';

export const inline = recipe(
  {
    base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
    variants: {
      gap: spaceVariants('gap'),
      align: {
        center: { alignItems: 'center' },
        start: { alignItems: 'flex-start' },
        end: { alignItems: 'flex-end' },
        baseline: { alignItems: 'baseline' },
        stretch: { alignItems: 'stretch' },
      },
      justify: {
        start: { justifyContent: 'flex-start' },
        center: { justifyContent: 'center' },
        end: { justifyContent: 'flex-end' },
        spaceBetween: { justifyContent: 'space-between' },
      },
      wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
    },
    defaultVariants: { gap: 's', align: 'center', justify: 'start', wrap: true },
  },
  'inline',
);

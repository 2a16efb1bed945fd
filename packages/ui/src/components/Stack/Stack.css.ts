import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { spaceVariants } from '../../css/spaceScale';

export const stack = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
    variants: {
      gap: spaceVariants('gap'),
      align: {
        stretch: { alignItems: 'stretch' },
        start: { alignItems: 'flex-start' },
        center: { alignItems: 'center' },
        end: { alignItems: 'flex-end' },
      },
    },
    defaultVariants: { gap: 'm', align: 'stretch' },
  },
  'stack',
);

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

import { z } from 'zod/mini';
import { safeHrefSchema } from '../internal/links/safeHref';

export const buttonVariants = ['primary', 'secondary', 'outline'] as const;

export const buttonsWidgetSchema = z.object({
  title: z.optional(z.string()),
  align: z._default(z.enum(['left', 'center', 'right']), 'center'),
  buttons: z
    .array(
      z.object({
        text: z.string().check(z.minLength(1)),
        href: safeHrefSchema,
        variant: z._default(z.enum(buttonVariants), 'primary'),
        openInNewTab: z.optional(z.boolean()),
      }),
    )
    .check(z.minLength(1)),
});

export type ButtonsWidgetConfiguration = z.infer<typeof buttonsWidgetSchema>;

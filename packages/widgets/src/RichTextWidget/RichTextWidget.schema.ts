import { z } from 'zod/mini';

export const richTextWidgetSchema = z.object({
  title: z.optional(z.string()),
  /** Formatted text from the content system's editor. */
  html: z.string(),
  textAlignment: z._default(z.enum(['left', 'center']), 'left'),
});

export type RichTextWidgetConfiguration = z.infer<typeof richTextWidgetSchema>;

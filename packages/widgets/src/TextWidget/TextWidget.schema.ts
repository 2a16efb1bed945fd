import { z } from 'zod/mini';

export const textAlignments = ['left', 'center', 'right'] as const;
export const titleRenderModes = ['h1', 'h2', 'h3'] as const;

export const textWidgetSchema = z.object({
  title: z.optional(z.string()),
  /** Formatted text from the content system's editor, as HTML. */
  text: z.optional(z.string()),
  /** The title's heading level: the content editor decides where the page's h1 is. */
  titleRenderMode: z._default(z.enum(titleRenderModes), 'h2'),
  textAlign: z._default(z.enum(textAlignments), 'center'),
});

export type TextWidgetConfiguration = z.infer<typeof textWidgetSchema>;

import { z } from 'zod/mini';

export const htmlWidgetSchema = z.object({
  html: z.string(),
});

export type HtmlWidgetConfiguration = z.infer<typeof htmlWidgetSchema>;

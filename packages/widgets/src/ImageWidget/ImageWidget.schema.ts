import { z } from 'zod/mini';
import { imageRefSchema } from '../internal/images/imageRef.schema';
import { safeHrefSchema } from '../internal/links/safeHref';

export const imageWidgetSchema = z.object({
  image: z.optional(imageRefSchema),
  href: z.optional(safeHrefSchema),
  openInNewTab: z.optional(z.boolean()),
  /** A caption under the image. */
  caption: z.optional(z.string()),
});

export type ImageWidgetConfiguration = z.infer<typeof imageWidgetSchema>;

import { z } from 'zod/mini';
import { imageRefSchema } from '../internal/images/imageRef.schema';
import { safeHrefSchema } from '../internal/links/safeHref';

export const bannerTextPositions = ['left', 'center', 'right', 'below'] as const;

export const bannerWidgetSchema = z.object({
  title: z.optional(z.string()),
  text: z.optional(z.string()),
  buttonText: z.optional(z.string()),
  href: z.optional(safeHrefSchema),
  openInNewTab: z.optional(z.boolean()),
  image: z.optional(imageRefSchema),
  /** A different crop for phones, among the widget's images. */
  mobileImage: z.optional(imageRefSchema),
  /** Where the text sits: over the image (left, center, right) or under it. */
  textPosition: z._default(z.enum(bannerTextPositions), 'center'),
  /** The text panel: light (dark text on a light panel) or dark (light text on a dark panel). */
  theme: z._default(z.enum(['light', 'dark']), 'light'),
});

export type BannerWidgetConfiguration = z.infer<typeof bannerWidgetSchema>;

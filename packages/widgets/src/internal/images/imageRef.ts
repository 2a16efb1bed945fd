import { z } from 'zod/mini';
import type { WidgetImage } from '../../types/widgetData';

/** How a configuration names one of its widget's images: `{ fileName, alt }`. */
export const imageRefSchema = z.object({
  fileName: z.string().check(z.minLength(1)),
  /** Describes the image; empty marks it decorative. */
  alt: z._default(z.string(), ''),
});

export type ImageRef = z.infer<typeof imageRefSchema>;

/**
 * The widget image a configuration names, with its size from the widget's image list; the first
 * image when the configuration names none.
 */
export function pickImage(
  images: readonly WidgetImage[],
  ref: ImageRef | undefined,
): WidgetImage | undefined {
  if (!ref) return images[0];
  return images.find((image) => image.fileName === ref.fileName) ?? { fileName: ref.fileName };
}

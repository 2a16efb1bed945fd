import { z } from 'zod/mini';
import type { WidgetImageFragment } from '@hemma/data';

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
  images: readonly WidgetImageFragment[],
  ref: ImageRef | undefined,
): WidgetImageFragment | undefined {
  if (!ref) return images[0];
  // A file the widget's image list does not hold: drawn at its name, its sizes unknown.
  return (
    images.find((image) => image.fileName === ref.fileName) ?? {
      fileName: ref.fileName,
      largestSize: null,
      sizes: null,
    }
  );
}

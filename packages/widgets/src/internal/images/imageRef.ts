import type { WidgetImageFragment } from '@hemma/data';
import type { ImageRef } from './imageRef.schema';

export type { ImageRef };

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

import type { WidgetImageFragment } from '@hemma/data';
import type { ImageUrlBuilder } from '../context/WidgetsContext';

export interface ImageSource {
  src: string;
  srcSet: string;
  width?: number;
  height?: number;
}

/**
 * The srcset of a stored image: every offered width up to the image's largest size (a larger
 * width would only upscale), and the largest size itself so the sharpest copy is reachable.
 */
export function imageSource(
  image: WidgetImageFragment,
  widths: readonly number[],
  imageUrl: ImageUrlBuilder,
): ImageSource {
  const largest = image.largestSize?.imageWidth;
  const usable = [...new Set(widths)]
    .filter((width) => !largest || width <= largest)
    .sort((a, b) => a - b);
  if (largest && !usable.includes(largest)) usable.push(largest);
  if (usable.length === 0) usable.push(Math.min(...widths));
  const fallbackWidth = usable.find((width) => width >= 1024) ?? usable[usable.length - 1]!;
  return {
    src: imageUrl(image.fileName, fallbackWidth),
    srcSet: usable.map((width) => `${imageUrl(image.fileName, width)} ${width}w`).join(', '),
    width: image.largestSize?.imageWidth,
    height: image.largestSize?.imageHeight,
  };
}

/** The `sizes` hint for a widget in a column of a container of this many columns. */
export function sizesForColumns(columns: number, tabletMinWidth: number, maxWidth: number): string {
  if (columns <= 1) return `(min-width: ${maxWidth}px) ${maxWidth}px, 100vw`;
  const share = Math.round(100 / columns);
  return `(min-width: ${maxWidth}px) ${Math.round(maxWidth / columns)}px, (min-width: ${tabletMinWidth}px) ${share}vw, 100vw`;
}

/** The images of a widget without the API's empty entries. */
export function presentImages(
  images: readonly (WidgetImageFragment | null)[] | null | undefined,
): WidgetImageFragment[] {
  return (images ?? []).filter((image): image is WidgetImageFragment => Boolean(image?.fileName));
}

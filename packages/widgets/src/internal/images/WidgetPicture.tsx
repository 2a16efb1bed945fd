import { breakpoints } from '@hemma/ui';
import type { WidgetImageFragment } from '@hemma/data';
import { useWidgetsSettings } from '../context/WidgetsContext';
import { imageSource } from './imageSource';
import * as styles from './WidgetPicture.css';

export interface WidgetPictureProps {
  image: WidgetImageFragment;
  /** A different crop for phones. */
  mobileImage?: WidgetImageFragment;
  alt: string;
  sizes: string;
  /** Width divided by height for the slot; defaults to the image's own ratio. */
  ratio?: number;
  /** The page's largest paint: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** A content image from the app's image host, at the width the slot needs. */
export function WidgetPicture({
  image,
  mobileImage,
  alt,
  sizes,
  ratio,
  priority = false,
  className,
}: WidgetPictureProps) {
  const { imageUrl, imageWidths } = useWidgetsSettings();
  const source = imageSource(image, imageWidths, imageUrl);
  const ownRatio = source.width && source.height ? source.width / source.height : undefined;
  const aspectRatio = ratio ?? ownRatio;
  const img = (
    <img
      className={[styles.picture, className].filter(Boolean).join(' ')}
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      style={aspectRatio ? { aspectRatio: String(aspectRatio) } : undefined}
    />
  );
  if (!mobileImage) return img;
  const mobile = imageSource(mobileImage, imageWidths, imageUrl);
  return (
    <picture>
      <source
        media={`(max-width: ${breakpoints.tablet - 1}px)`}
        srcSet={mobile.srcSet}
        sizes="100vw"
        width={mobile.width}
        height={mobile.height}
      />
      {img}
    </picture>
  );
}

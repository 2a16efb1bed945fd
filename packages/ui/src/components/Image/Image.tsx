import { servedWidths } from './imageWidths';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageIcon } from '../Icon';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import { Skeleton } from '../Skeleton';
import * as css from './Image.css';

export const imageFits = ['contain', 'cover'] as const;

/** Builds the URL of one file at one width: the app knows its image host and size folders. */
export type ImageSrcBuilder = (fileName: string, width: number) => string;

export interface ImageProps {
  /** The product's image file names; the first is shown. Null or empty shows the placeholder. */
  images: readonly string[] | null | undefined;
  /** Builds a file's address at a width, e.g. the image host's `/images/product/640/sofa.webp`. */
  src: ImageSrcBuilder;
  /** The widths the image host serves; they make the srcset. */
  widths: readonly number[];
  /** How wide the image is drawn at each breakpoint, as in the HTML sizes attribute. */
  sizes?: string;
  /** Describes the image; empty for a decorative one (a product card's name already says it). */
  alt: string;
  /** Width divided by height of the box, for example 4 / 5 for product images. */
  aspectRatio: number;
  /** The page's largest image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** Products are never cropped (contain); banners may fill the box (cover). */
  fit?: (typeof imageFits)[number];
  /** What stands in when there is no image. Defaults to a neutral picture sign. */
  placeholder?: ReactNode;
  /** The placeholder's name when there is no alt text; the LabelsProvider's `noImage` by default. */
  placeholderLabel?: string;
  /** Classes for the frame, e.g. a rounded corner. */
  className?: string;
}

export function srcSetOf(
  fileName: string,
  src: ImageSrcBuilder,
  widths: readonly number[],
): string {
  return servedWidths(widths)
    .map((width) => `${src(fileName, width)} ${width}w`)
    .join(', ');
}

/**
 * A responsive image in a box of fixed aspect ratio: a skeleton until it has loaded, lazy unless
 * it is the page's largest image, a placeholder when there is none.
 */
export function Image({
  images,
  src,
  widths,
  sizes = '100vw',
  alt,
  aspectRatio,
  priority = false,
  fit = 'contain',
  placeholder,
  placeholderLabel,
  className,
}: ImageProps) {
  const labels = useUiLabels();
  const fileName = images?.[0];
  // The outcome belongs to one file: a new file starts loading again.
  const [outcome, setOutcome] = useState<{ file: string; status: 'loaded' | 'failed' } | null>(
    null,
  );
  const status = outcome && outcome.file === fileName ? outcome.status : 'loading';
  const setStatus = (next: 'loaded' | 'failed') =>
    fileName && setOutcome({ file: fileName, status: next });
  const imgRef = useRef<HTMLImageElement>(null);

  // A cached image (or one loaded before hydration) may be complete before onLoad is attached.
  useEffect(() => {
    const img = imgRef.current;
    if (fileName && img?.complete && img.naturalWidth > 0)
      setOutcome({ file: fileName, status: 'loaded' });
  }, [fileName]);

  const frameStyle = assignInlineVars({ [css.aspectRatioVar]: String(aspectRatio) });
  const classes = [css.frame, className].filter(Boolean).join(' ');

  if (!fileName || status === 'failed') {
    return (
      <span className={classes} style={frameStyle}>
        <span
          className={css.placeholder}
          role="img"
          aria-label={alt || (placeholderLabel ?? labels.noImage)}
        >
          {placeholder ?? <ImageIcon className={css.placeholderIcon} />}
        </span>
      </span>
    );
  }

  // Only widths the image service renders: a requested 160 px is served by the 320 px copy.
  const largest = Math.max(...servedWidths(widths));
  return (
    <span className={classes} style={frameStyle} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' ? <Skeleton className={css.layer} /> : null}
      <img
        key={fileName}
        ref={imgRef}
        className={css.image({ fit })}
        src={src(fileName, largest)}
        srcSet={srcSetOf(fileName, src, widths)}
        sizes={sizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
    </span>
  );
}

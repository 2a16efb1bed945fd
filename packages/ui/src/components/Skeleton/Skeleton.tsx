import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** text (lines of text), rect (an image or a card) or circle (an avatar or an icon). */
  shape?: SkeletonShape;
  /** Any CSS length; text lines default to the full width. */
  width?: CSSProperties['width'];
  /** Any CSS length; a text line's own height by default. */
  height?: CSSProperties['height'];
  /** For text: this many lines, the last one shorter like real text. */
  lines?: number;
  /** Classes for the placeholder, e.g. its place in a grid. */
  className?: string;
}

/**
 * A grey stand-in with the shape of content that is on its way. Decoration only: the region that
 * is loading says so (aria-busy), the skeleton itself is hidden from screen readers.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  const classes = [skeleton({ shape }), className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" style={{ display: 'block', width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={classes}
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={classes} style={{ width, height }} />;
}

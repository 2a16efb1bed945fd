import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Strict on purpose: threshold 0 counts any pixel whose colour moved at all, and anti-aliased pixels
 * count too, so a one-step change of a theme colour (e.g. #24523a -> #24523b) fails the run. The
 * screenshots come from one Chromium build with software rendering and fonts from npm, so an
 * unchanged story gives the same bytes on every run.
 */
export const PIXEL_THRESHOLD = 0;

export interface Comparison {
  equal: boolean;
  diffPixels: number;
  /** Red where pixels differ, over a faded copy of the baseline; only when not equal. */
  diffPng?: Buffer;
  baselineSize: string;
  actualSize: string;
}

/** Width x height from the PNG header, without decoding the image. */
export function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Copies an image onto a larger transparent canvas so images of different sizes can be compared. */
function padTo(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const padded = new PNG({ width, height });
  PNG.bitblt(png, padded, 0, 0, png.width, png.height, 0, 0);
  return padded;
}

export function compareScreenshots(
  baseline: Buffer,
  actual: Buffer,
  { maxDiffPixels = 0 }: { maxDiffPixels?: number } = {},
): Comparison {
  const sizes = { baselineSize: pngSize(baseline), actualSize: pngSize(actual) };
  // Chromium encodes equal pixels to equal bytes: the common case needs no decoding.
  if (baseline.equals(actual)) return { equal: true, diffPixels: 0, ...sizes };

  const base = PNG.sync.read(baseline);
  const next = PNG.sync.read(actual);

  const width = Math.max(base.width, next.width);
  const height = Math.max(base.height, next.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padTo(base, width, height).data,
    padTo(next, width, height).data,
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD, includeAA: false, alpha: 0.15, diffColor: [255, 0, 64] },
  );
  const sameSize = sizes.baselineSize === sizes.actualSize;
  const equal = sameSize && diffPixels <= maxDiffPixels;
  return equal
    ? { equal, diffPixels, ...sizes }
    : { equal, diffPixels, diffPng: PNG.sync.write(diff), ...sizes };
}

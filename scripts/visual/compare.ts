import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Strict on purpose: threshold 0 counts any pixel whose colour moved at all, so a one-step change
 * of a theme colour (e.g. #24523a -> #24523b) fails the run. Only pixels that pixelmatch
 * recognises as anti-aliasing are left out. The screenshots come from one Chromium build with
 * software rendering and fonts from npm, so an unchanged story gives the same pixels every run.
 */
export const PIXEL_THRESHOLD = 0;

/**
 * Differing pixels forgiven per snapshot by default. Chromium now and then draws a pixel or two of
 * an anti-aliased curve (a focus ring's corner, an icon's edge) one step differently from run to
 * run, and pixelmatch does not recognise every such pixel as anti-aliasing. A one-step change of
 * a token moves hundreds of pixels or more, far above this.
 */
export const DEFAULT_MAX_DIFF_PIXELS = 8;

export interface Comparison {
  equal: boolean;
  diffPixels: number;
  /** Red where pixels differ, over a faded copy of the baseline; only when not equal. */
  diffPng?: Buffer;
  /** The smallest rectangle holding every differing pixel; only when not equal. */
  diffBox?: DiffBox;
  baselineSize: string;
  actualSize: string;
}

export interface DiffBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DIFF_COLOR: [number, number, number] = [255, 0, 64];

/** Where the diff image marks pixels in DIFF_COLOR (anti-aliasing is marked in another colour). */
function boxOfDiff(diff: PNG): DiffBox | undefined {
  let left = diff.width;
  let top = diff.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const i = (y * diff.width + x) * 4;
      if (
        diff.data[i] === DIFF_COLOR[0] &&
        diff.data[i + 1] === DIFF_COLOR[1] &&
        diff.data[i + 2] === DIFF_COLOR[2]
      ) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  if (right < 0) return undefined;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

export const describeBox = (box: DiffBox | undefined) =>
  box ? `${box.width}x${box.height} at ${box.x},${box.y}` : 'size only';

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
  { maxDiffPixels = DEFAULT_MAX_DIFF_PIXELS }: { maxDiffPixels?: number } = {},
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
    { threshold: PIXEL_THRESHOLD, includeAA: false, alpha: 0.15, diffColor: DIFF_COLOR },
  );
  const sameSize = sizes.baselineSize === sizes.actualSize;
  const equal = sameSize && diffPixels <= maxDiffPixels;
  return equal
    ? { equal, diffPixels, ...sizes }
    : {
        equal,
        diffPixels,
        diffPng: PNG.sync.write(diff),
        diffBox: boxOfDiff(diff),
        ...sizes,
      };
}

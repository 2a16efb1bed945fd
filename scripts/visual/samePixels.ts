/**
 * Whether two PNGs hold exactly the same pixels, decoded natively. The suite's captures mostly
 * match their baselines; Playwright's own comparison decodes both files with pngjs and runs
 * pixelmatch, which was most of a worker's CPU (about 150 ms for a 1300x900 capture of a small
 * component). An exact match is decided here; anything else goes to Playwright's comparison,
 * which judges it with the suite's thresholds and writes the report.
 */
import { Transformer } from '@napi-rs/image';

export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * A PNG's pixels as 8-bit RGBA, the form pngjs hands Playwright's comparator. The native decoder
 * keeps the file's own layout (oxipng stores opaque baselines as RGB, grey ones as grey), so
 * those are widened here; `undefined` for a layout this does not know (16-bit samples).
 */
export async function rgbaPixels(png: Buffer): Promise<RgbaImage | undefined> {
  const [{ width, height }, raw] = await Promise.all([
    new Transformer(png).metadata(),
    new Transformer(png).rawPixels(),
  ]);
  const pixels = width * height;
  const channels = raw.length / pixels;
  if (channels === 4) return { width, height, data: raw };
  if (![1, 2, 3].includes(channels)) return undefined;
  const data = Buffer.alloc(pixels * 4);
  for (let pixel = 0, from = 0, to = 0; pixel < pixels; pixel += 1, from += channels, to += 4) {
    if (channels === 3) {
      data[to] = raw[from]!;
      data[to + 1] = raw[from + 1]!;
      data[to + 2] = raw[from + 2]!;
      data[to + 3] = 255;
    } else {
      const grey = raw[from]!;
      data[to] = grey;
      data[to + 1] = grey;
      data[to + 2] = grey;
      data[to + 3] = channels === 2 ? raw[from + 1]! : 255;
    }
  }
  return { width, height, data };
}

/** True only when both decode to the same size and the same RGBA bytes. */
export async function samePixels(first: Buffer, second: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([rgbaPixels(first), rgbaPixels(second)]);
  return (
    a !== undefined &&
    b !== undefined &&
    a.width === b.width &&
    a.height === b.height &&
    a.data.equals(b.data)
  );
}

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
 * those are widened here; `undefined` for what this does not read (not a PNG, 16-bit samples).
 */
export async function rgbaPixels(png: Buffer): Promise<RgbaImage | undefined> {
  // The size from the IHDR chunk: asking the decoder for its metadata decoded the file again.
  if (png.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const raw = await new Transformer(png).rawPixels();
  const pixels = width * height;
  const channels = raw.length / pixels;
  if (channels === 4) return { width, height, data: raw };
  if (![1, 2, 3].includes(channels)) return undefined;
  // Whole pixels written as words, ABGR so a little-endian machine stores R, G, B, A (elsewhere
  // nothing would match and every capture would go to Playwright's comparison).
  const data = Buffer.alloc(pixels * 4);
  const words = new Uint32Array(data.buffer, data.byteOffset, pixels);
  if (channels === 3) {
    for (let pixel = 0, from = 0; pixel < pixels; pixel += 1, from += 3) {
      words[pixel] =
        (0xff000000 | (raw[from + 2]! << 16) | (raw[from + 1]! << 8) | raw[from]!) >>> 0;
    }
  } else {
    for (let pixel = 0, from = 0; pixel < pixels; pixel += 1, from += channels) {
      const grey = raw[from]!;
      const alpha = channels === 2 ? raw[from + 1]! : 255;
      words[pixel] = ((alpha << 24) | (grey << 16) | (grey << 8) | grey) >>> 0;
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

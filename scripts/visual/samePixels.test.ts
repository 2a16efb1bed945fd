import { losslessCompressPng, Transformer } from '@napi-rs/image';
import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { rgbaPixels, samePixels } from './samePixels.ts';

const width = 7;
const height = 5;

/** A small image with every pixel different, in the colours and alpha the layout can hold. */
function picture({ grey = false, alpha = false, shift = 0 } = {}): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const value = (pixel * 37 + shift) % 256;
    data[pixel * 4] = value;
    data[pixel * 4 + 1] = grey ? value : (value * 3) % 256;
    data[pixel * 4 + 2] = grey ? value : (value * 7) % 256;
    data[pixel * 4 + 3] = alpha ? (pixel * 11) % 256 : 255;
  }
  return data;
}

function encode(data: Buffer, colorType: 0 | 2 | 4 | 6): Buffer {
  const png = new pngjs.PNG({ width, height });
  data.copy(png.data);
  return pngjs.PNG.sync.write(png, { colorType, inputColorType: 6 });
}

/** What Playwright's comparator reads from the same bytes. */
const pngjsPixels = (png: Buffer) => pngjs.PNG.sync.read(png).data;

describe('rgbaPixels', () => {
  it.each([
    ['RGBA', 6, { alpha: true }],
    ['RGB', 2, {}],
    ['grey', 0, { grey: true }],
    ['grey with alpha', 4, { grey: true, alpha: true }],
  ] as const)('reads %s PNGs as the RGBA bytes pngjs reads', async (_name, colorType, options) => {
    const png = encode(picture(options), colorType);
    const decoded = await rgbaPixels(png);
    expect(decoded?.width).toBe(width);
    expect(decoded?.height).toBe(height);
    expect(decoded?.data.equals(pngjsPixels(png))).toBe(true);
  });

  it('reads nothing from bytes that are not a PNG', async () => {
    expect(await rgbaPixels(Buffer.from('GIF89a and then some more bytes'))).toBeUndefined();
  });

  it('reads a palette PNG that oxipng made of a few colours as pngjs does', async () => {
    const data = picture();
    for (let pixel = 0; pixel < width * height; pixel += 1)
      data[pixel * 4] = pixel % 3 === 0 ? 0 : 200;
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      data[pixel * 4 + 1] = 10;
      data[pixel * 4 + 2] = 20;
    }
    const optimised = await losslessCompressPng(encode(data, 6));
    expect((await new Transformer(optimised).metadata()).colorType).not.toBe(6);
    expect((await rgbaPixels(optimised))?.data.equals(pngjsPixels(optimised))).toBe(true);
  });
});

describe('samePixels', () => {
  it('matches the same pixels stored in different layouts', async () => {
    const opaque = picture();
    expect(await samePixels(encode(opaque, 6), encode(opaque, 2))).toBe(true);
    expect(await samePixels(encode(opaque, 2), await losslessCompressPng(encode(opaque, 6)))).toBe(
      true,
    );
  });

  it('tells apart one colour step in one pixel', async () => {
    const changed = picture();
    changed[4 * 12 + 2] = (changed[4 * 12 + 2]! + 1) % 256;
    expect(await samePixels(encode(picture(), 6), encode(changed, 6))).toBe(false);
  });

  it('tells apart a change of alpha alone', async () => {
    const changed = picture({ alpha: true });
    changed[4 * 3 + 3] = (changed[4 * 3 + 3]! + 1) % 256;
    expect(await samePixels(encode(picture({ alpha: true }), 6), encode(changed, 6))).toBe(false);
  });

  it('tells apart images of different sizes with the same bytes', async () => {
    const data = picture();
    const wide = new pngjs.PNG({ width: height, height: width });
    data.copy(wide.data);
    expect(await samePixels(encode(data, 6), pngjs.PNG.sync.write(wide))).toBe(false);
  });
});

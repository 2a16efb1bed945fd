import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareScreenshots, DEFAULT_MAX_DIFF_PIXELS, pngSize } from './compare.ts';

type Rgb = [number, number, number];

/** A page-like image: an off-white background with a filled "button" in `accent`. */
function render(accent: Rgb, { width = 60, height = 40 } = {}): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inButton = x >= 10 && x < 50 && y >= 10 && y < 30;
      const [r, g, b] = inButton ? accent : [250, 248, 245];
      const i = (y * width + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const forest800: Rgb = [0x24, 0x52, 0x3a];

describe('compareScreenshots', () => {
  it('passes identical screenshots without a diff image', () => {
    const result = compareScreenshots(render(forest800), render(forest800));
    expect(result).toMatchObject({ equal: true, diffPixels: 0 });
    expect(result.diffPng).toBeUndefined();
  });

  it('catches a one-step change of a theme colour (#24523a -> #24523b)', () => {
    const result = compareScreenshots(render(forest800), render([0x24, 0x52, 0x3b]));
    expect(result.equal).toBe(false);
    expect(result.diffPixels).toBe(40 * 20);
    expect(result.diffPng).toBeInstanceOf(Buffer);
    expect(result.diffBox).toEqual({ x: 10, y: 10, width: 40, height: 20 });
  });

  it('catches a one-step change in the red and in the green channel too', () => {
    expect(compareScreenshots(render(forest800), render([0x25, 0x52, 0x3a])).equal).toBe(false);
    expect(compareScreenshots(render(forest800), render([0x24, 0x53, 0x3a])).equal).toBe(false);
  });

  it('tolerates differing pixels only up to maxDiffPixels', () => {
    const changed = render([0x24, 0x52, 0x3b]);
    expect(compareScreenshots(render(forest800), changed, { maxDiffPixels: 800 }).equal).toBe(true);
    expect(compareScreenshots(render(forest800), changed, { maxDiffPixels: 799 }).equal).toBe(
      false,
    );
  });

  it('forgives a few stray pixels by default (anti-aliasing noise) but not more', () => {
    const base = render(forest800);
    const withStrayPixels = (count: number) => {
      const png = PNG.sync.read(base);
      for (let n = 0; n < count; n += 1) {
        const i = (35 * png.width + 2 + n * 6) * 4; // a row below the button, pixels 6 apart
        png.data[i] = 0;
      }
      return PNG.sync.write(png);
    };
    expect(DEFAULT_MAX_DIFF_PIXELS).toBeLessThan(10);
    expect(compareScreenshots(base, withStrayPixels(DEFAULT_MAX_DIFF_PIXELS)).equal).toBe(true);
    expect(compareScreenshots(base, withStrayPixels(DEFAULT_MAX_DIFF_PIXELS + 1))).toMatchObject({
      equal: false,
      diffPixels: DEFAULT_MAX_DIFF_PIXELS + 1,
    });
  });

  it('fails a change of size and reports both sizes', () => {
    const result = compareScreenshots(render(forest800), render(forest800, { height: 50 }));
    expect(result).toMatchObject({ equal: false, baselineSize: '60x40', actualSize: '60x50' });
    expect(PNG.sync.read(result.diffPng as Buffer).height).toBe(50);
  });
});

describe('pngSize', () => {
  it('reads the size from the header', () => {
    expect(pngSize(render(forest800, { width: 375, height: 812 }))).toBe('375x812');
  });
});

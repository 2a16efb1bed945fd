import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { baselineDir, optimisedPng } from './optimiseBaselines.mjs';

/** A 200 × 120 picture of two flat colours and a line of text-like specks, as Playwright would write it. */
function capture() {
  const png = new pngjs.PNG({ width: 200, height: 120 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const offset = (y * png.width + x) * 4;
      const speck = y > 50 && y < 60 && (x * 7 + y) % 5 === 0;
      const colour = speck ? [43, 40, 36] : x < 100 ? [36, 82, 58] : [243, 239, 232];
      png.data.set([...colour, 255], offset);
    }
  }
  return pngjs.PNG.sync.write(png, { deflateLevel: 1, filterType: 0 });
}

describe('optimised baselines', () => {
  it('are smaller and decode to the very same pixels in pngjs, the decoder Playwright compares with', async () => {
    const original = capture();
    const optimised = await optimisedPng(original);
    expect(optimised.length).toBeLessThan(original.length);
    const before = pngjs.PNG.sync.read(original);
    const after = pngjs.PNG.sync.read(optimised);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(after.data.equals(before.data)).toBe(true);
  });

  it('keep a PNG that cannot be made smaller as it is', async () => {
    const once = await optimisedPng(capture());
    expect(await optimisedPng(once)).toBe(once);
  });

  // Issue 25's limit; 39.4 MB on 26 Nov once state stories captured only the part they change
  // (parameters.visual.capture). A story that needs the whole page again fits by capturing less elsewhere.
  it('stay within 40 MB in the repository: run `pnpm visual:accept`, which optimises what it writes', () => {
    const bytes = readdirSync(baselineDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.png'))
      .reduce((total, file) => total + statSync(join(baselineDir, file)).size, 0);
    expect(bytes / 1e6).toBeLessThanOrEqual(40);
  });
});

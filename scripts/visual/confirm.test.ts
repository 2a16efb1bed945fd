import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { judgeRender } from './confirm.ts';

/** A 20x20 image, white, with a dark square of `size` pixels a side in its corner. */
function image(size: number): Buffer {
  const png = new PNG({ width: 20, height: 20 });
  for (let y = 0; y < 20; y += 1) {
    for (let x = 0; x < 20; x += 1) {
      const dark = x < size && y < size;
      const i = (y * 20 + x) * 4;
      png.data.fill(dark ? 30 : 255, i, i + 3);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const baseline = image(0);

describe('judgeRender', () => {
  it('passes an equal render without rendering again', async () => {
    const renderAgain = vi.fn(async () => image(0));
    expect(await judgeRender(baseline, image(0), renderAgain, {})).toEqual({ kind: 'equal' });
    expect(renderAgain).not.toHaveBeenCalled();
  });

  it('calls a difference that a fresh render does not repeat unstable, with the first diff', async () => {
    const verdict = await judgeRender(baseline, image(5), async () => image(0), {});
    expect(verdict.kind).toBe('unstable');
    if (verdict.kind !== 'unstable') return;
    expect(verdict.first.diffPixels).toBe(25);
    expect(verdict.first.diffBox).toEqual({ x: 0, y: 0, width: 5, height: 5 });
    expect(verdict.actual.equals(image(0))).toBe(true);
  });

  it('fails a difference the fresh render repeats, judged on the fresh render', async () => {
    const verdict = await judgeRender(baseline, image(5), async () => image(6), {});
    expect(verdict.kind).toBe('changed');
    if (verdict.kind !== 'changed') return;
    expect(verdict.comparison.diffPixels).toBe(36);
    expect(verdict.actual.equals(image(6))).toBe(true);
  });

  it('fails on the first render when the story renders nothing the second time', async () => {
    const verdict = await judgeRender(baseline, image(5), async () => undefined, {});
    expect(verdict).toMatchObject({ kind: 'changed', comparison: { diffPixels: 25 } });
  });
});

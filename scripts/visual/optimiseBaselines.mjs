/**
 * Re-encodes baselines with oxipng (lossless): the same pixels in about half the bytes. Playwright
 * writes its captures with a fast encoder, so `pnpm visual:accept` runs this over the baselines it
 * wrote. A file is replaced only when pngjs, Playwright's own decoder, reads the same RGBA pixels
 * from the new bytes as from the old ones.
 *
 *   node scripts/visual/optimiseBaselines.mjs          baselines git sees as new or changed
 *   node scripts/visual/optimiseBaselines.mjs --all    every baseline
 *   node scripts/visual/optimiseBaselines.mjs a.png …  the files named
 */
import { losslessCompressPng } from '@napi-rs/image';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const baselineDir = join(repoRoot, '.visual', 'baseline');

function samePixels(a, b) {
  const first = pngjs.PNG.sync.read(a);
  const second = pngjs.PNG.sync.read(b);
  return (
    first.width === second.width && first.height === second.height && first.data.equals(second.data)
  );
}

/** The smaller of the PNG and its oxipng re-encoding, which must decode to the same pixels. */
export async function optimisedPng(png) {
  const smaller = await losslessCompressPng(png);
  if (smaller.length >= png.length) return png;
  if (!samePixels(png, smaller)) {
    throw new Error('oxipng changed the pixels of a PNG: not written');
  }
  return smaller;
}

function changedBaselines() {
  const status = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', '.visual/baseline'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return status
    .split('\n')
    .filter((line) => /^( M|M |MM|\?\?|A ) /.test(line) && line.endsWith('.png'))
    .map((line) => join(repoRoot, line.slice(3)));
}

function allBaselines() {
  return readdirSync(baselineDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => join(baselineDir, file));
}

/** Re-encodes the files, or the baselines git sees as new or changed, and says what it saved. */
export async function optimiseChangedBaselines(files = changedBaselines()) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const png = readFileSync(file);
    const optimised = await optimisedPng(png);
    if (optimised !== png) writeFileSync(file, optimised);
    before += png.length;
    after += optimised.length;
  }
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  console.log(`${files.length} baselines: ${mb(before)} MB → ${mb(after)} MB`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  await optimiseChangedBaselines(
    args.includes('--all') ? allBaselines() : args.length ? args : undefined,
  );
}

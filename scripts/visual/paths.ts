import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdir } from 'node:fs/promises';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const storybookDir = join(repoRoot, 'storybook-static');
export const visualDir = join(repoRoot, '.visual');
export const baselineDir = join(visualDir, 'baseline');
export const actualDir = join(visualDir, 'actual');
export const reportDir = join(visualDir, 'report');
/** First renders that differed from the baseline while a fresh render matched it, with their diffs. */
export const unstableDir = join(visualDir, 'unstable');
/** What the last run captured; `visual:accept` reads it. */
export const manifestPath = join(actualDir, 'manifest.json');

export const imagePath = (dir: string, key: string) => join(dir, `${key}.png`);

/** Snapshot keys (`<story-id>/<channel>-<viewport>`) of every PNG under `dir`. */
export async function listImageKeys(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith('.png'))
    .map((file) =>
      file
        .split(sep)
        .join('/')
        .replace(/\.png$/, ''),
    )
    .sort();
}

export interface Manifest {
  /** False for a run limited with --filter: stale baselines are then unknown. */
  complete: boolean;
  /** index.json's modification time when the run started. */
  storybookBuiltAt: number;
  snapshots: string[];
  /**
   * Snapshots whose image differs from the baseline beyond the allowance, or has none. Accepting
   * copies only these, so images within the anti-aliasing allowance do not churn the baselines.
   */
  changed: string[];
}

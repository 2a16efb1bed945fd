import { copyFile, mkdir, readFile, readdir, rm, rmdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { imagePath, listImageKeys, type Manifest } from './paths.ts';

export interface AcceptResult {
  updated: string[];
  added: string[];
  deleted: string[];
  unchanged: number;
  missing: string[];
}

export interface VisualDirs {
  actualDir: string;
  baselineDir: string;
}

/** Copies the captured images over the baselines; on a complete run also deletes stale baselines. */
export async function acceptActuals(
  manifest: Manifest,
  { actualDir, baselineDir }: VisualDirs,
): Promise<AcceptResult> {
  const result: AcceptResult = { updated: [], added: [], deleted: [], unchanged: 0, missing: [] };
  const wanted = new Set(manifest.snapshots);
  const changed = new Set(manifest.changed);
  await Promise.all(
    manifest.snapshots.map(async (key) => {
      const actual = await readFile(imagePath(actualDir, key)).catch(() => undefined);
      if (!actual) {
        result.missing.push(key);
        return;
      }
      const target = imagePath(baselineDir, key);
      const baseline = await readFile(target).catch(() => undefined);
      if (baseline && (!changed.has(key) || baseline.equals(actual))) {
        result.unchanged += 1;
        return;
      }
      await mkdir(dirname(target), { recursive: true });
      await copyFile(imagePath(actualDir, key), target);
      (baseline ? result.updated : result.added).push(key);
    }),
  );
  if (manifest.complete) {
    for (const key of await listImageKeys(baselineDir)) {
      if (wanted.has(key)) continue;
      await rm(imagePath(baselineDir, key));
      result.deleted.push(key);
      await removeEmptyDirs(baselineDir, dirname(imagePath(baselineDir, key)));
    }
  }
  for (const list of [result.updated, result.added, result.deleted, result.missing]) list.sort();
  return result;
}

async function removeEmptyDirs(root: string, dir: string): Promise<void> {
  if (!dir.startsWith(root) || dir === root) return;
  if ((await readdir(dir)).length > 0) return;
  await rmdir(dir);
  await removeEmptyDirs(root, dirname(dir));
}

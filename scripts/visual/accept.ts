/**
 * `pnpm visual:accept`: the images of the last `pnpm test-visual` become the baselines, and
 * baselines that no story produces any more are deleted.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { acceptActuals } from './baselines.ts';
import {
  actualDir,
  baselineDir,
  manifestPath,
  reportDir,
  storybookDir,
  type Manifest,
} from './paths.ts';

async function main(): Promise<number> {
  const manifest = await readFile(manifestPath, 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => undefined);
  if (!manifest) {
    console.error('visual:accept: no captured images; run `pnpm test-visual` first.');
    return 1;
  }
  const built = await stat(join(storybookDir, 'index.json')).catch(() => undefined);
  if (built && built.mtimeMs > manifest.storybookBuiltAt) {
    console.error(
      'visual:accept: storybook-static was rebuilt after the last capture; run `pnpm test-visual` again so that you accept what you see.',
    );
    return 1;
  }
  const result = await acceptActuals(manifest, { actualDir, baselineDir });
  const show = (label: string, keys: string[]) => {
    if (keys.length === 0) return;
    console.log(`${label} (${keys.length}):`);
    for (const key of keys) console.log(`  ${key}`);
  };
  show('Updated baselines', result.updated);
  show('New baselines', result.added);
  show('Deleted stale baselines', result.deleted);
  show('Not captured (render errors), baselines kept', result.missing);
  console.log(
    `visual:accept: ${result.updated.length} updated, ${result.added.length} new, ${result.deleted.length} deleted, ${result.unchanged} unchanged${manifest.complete ? '' : ' (filtered run: stale baselines not checked)'}.`,
  );
  await rm(reportDir, { recursive: true, force: true });
  return result.missing.length > 0 ? 1 : 0;
}

process.exitCode = await main();

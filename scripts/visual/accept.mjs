// `pnpm visual:accept [playwright options]`: the visual suite rewriting changed and missing baselines
// (and deleting stale ones), then those baselines re-encoded losslessly (optimiseBaselines.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { optimiseChangedBaselines } from './optimiseBaselines.mjs';

const config = fileURLToPath(new URL('playwright.config.ts', import.meta.url));
const suite = spawnSync(
  'playwright',
  ['test', '-c', config, '--update-snapshots=changed', ...process.argv.slice(2)],
  { stdio: 'inherit', shell: process.platform === 'win32' },
);
await optimiseChangedBaselines();
process.exit(suite.status ?? 1);

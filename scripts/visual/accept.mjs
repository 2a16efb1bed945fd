// `pnpm visual:accept [playwright options]`: the visual suite rewriting changed and missing baselines
// (and deleting stale ones), then those baselines re-encoded losslessly (optimiseBaselines.mjs).
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimiseChangedBaselines } from './optimiseBaselines.mjs';

const config = fileURLToPath(new URL('playwright.config.ts', import.meta.url));
// The workspace's binaries (playwright, and vite for the suite's web server) as pnpm would find
// them, so `node scripts/visual/accept.mjs` works outside pnpm too.
const bin = fileURLToPath(new URL('../../node_modules/.bin', import.meta.url));
const suite = spawnSync(
  'playwright',
  ['test', '-c', config, '--update-snapshots=changed', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` },
  },
);
if (suite.error) throw suite.error;
await optimiseChangedBaselines();
process.exit(suite.status ?? 1);
